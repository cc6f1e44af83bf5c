import type { AreaModule } from "../area-module";
import { qrListPublicPage } from "./public/list-page";
import { qrListRoutes } from "./routes";

// QR lists (spec 002 §2 'QR list editor', 'QR lists table', §3 digital_certificate_lists): lists of
// certificate videos whose printed QR code opens the public list page (/c/list/{id}).
export const qrListsModule: AreaModule = {
  name: "qr-lists",
  routes: qrListRoutes,
  publicPage: qrListPublicPage,
};
