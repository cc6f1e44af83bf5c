import { certificateAreaModule } from "../certificates/certificate-module";
import { certificateOutboxHandlers, tableDeliveries } from "../certificates/deliveries";
import { tableCertificateSource } from "../certificates/table-certificate-source";
import { jewelryImportRoutes } from "./import-routes";
import { jewelryKind } from "./jewelry-kind";
import { jewelryPrintRoutes } from "./print-routes";
import { jewelryCertificatePage } from "./public/public-page";
import { jewelryRoutes } from "./routes";
import { jewelry } from "./schema";
import { jewelrySkuDefaultsRoutes } from "./sku-defaults";

// The certificate video and the customer logo show on the public page (the QR export links the
// video).
export const jewelryModule = certificateAreaModule({
  name: "jewelry",
  routes: [jewelryRoutes, jewelryPrintRoutes, jewelrySkuDefaultsRoutes, jewelryImportRoutes],
  table: jewelry,
  publicFileColumns: [jewelry.certificateVideoFileId, jewelry.customerLogoFileId],
  parts: {
    publicPage: jewelryCertificatePage,
    outboxHandlers: (context) => certificateOutboxHandlers(tableDeliveries(jewelryKind), context),
    certificateSource: tableCertificateSource(jewelryKind),
  },
});
