import type { AreaModule } from "../area-module";
import { certificateVideoRoutes } from "./routes";

// Digital certificate videos (spec 002 §2 'Digital certificate videos table', §3
// digital_certificate_videos): the table's reads and its delete.
export const certificateVideosModule: AreaModule = {
  name: "certificate-videos",
  routes: certificateVideoRoutes,
};
