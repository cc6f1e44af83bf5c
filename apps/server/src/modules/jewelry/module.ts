import { certificateAreaModule } from "../certificates/certificate-module";
import { jewelryCertificateSource } from "./certificate-source";
import { jewelryExportRoutes } from "./export-routes";
import { jewelryImportRoutes } from "./import-routes";
import { jewelryOutboxHandlers } from "./outbox-handlers";
import { jewelryPrintRoutes } from "./print-routes";
import { jewelryCertificatePage } from "./public/public-page";
import { jewelryRoutes } from "./routes";
import { jewelry } from "./schema";
import { jewelrySkuDefaultsRoutes } from "./sku-defaults";

// The certificate video and the customer logo show on the public page (the QR export links the
// video).
export const jewelryModule = certificateAreaModule({
  name: "jewelry",
  routes: [
    jewelryRoutes,
    jewelryPrintRoutes,
    jewelrySkuDefaultsRoutes,
    jewelryImportRoutes,
    jewelryExportRoutes,
  ],
  table: jewelry,
  publicFileColumns: [jewelry.certificateVideoFileId, jewelry.customerLogoFileId],
  parts: {
    certificatePage: jewelryCertificatePage,
    outboxHandlers: jewelryOutboxHandlers,
    certificateSource: jewelryCertificateSource,
  },
});
