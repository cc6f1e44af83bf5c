import type { AreaModule } from "../area-module";
import { certificateVideoRoutes } from "./routes";

// Digital certificate videos (spec 002 §2 'Digital certificate videos table', §3
// digital_certificate_videos): the table's reads and its delete; §2 'Digital certificate
// edit/upload', §4: saving videos by name (a name that exists is replaced), reading one record by id
// or name, and its edit. Each save queues the barcode push (certificateVideoBarcodeKind), whose
// handler is registered with the barcode integration.
export const certificateVideosModule: AreaModule = {
  name: "certificate-videos",
  routes: certificateVideoRoutes,
};
