import { certificateAreaModule } from "../certificates/certificate-module";
import { certificateOutboxHandlers, tableDeliveries } from "../certificates/deliveries";
import { tableCertificateSource } from "../certificates/table-certificate-source";
import { diamondKind } from "./diamond-kind";
import { diamondImportRoutes } from "./import-routes";
import { diamondCertificatePage } from "./public/public-page";
import { diamondRoutes } from "./routes";
import { diamonds } from "./schema";

// The certificate video plays on the public page and is linked from the QR export.
export const diamondsModule = certificateAreaModule({
  name: "diamonds",
  routes: [diamondRoutes, diamondImportRoutes],
  table: diamonds,
  publicFileColumns: [diamonds.certificateVideoFileId],
  parts: {
    publicPage: diamondCertificatePage,
    outboxHandlers: (context) => certificateOutboxHandlers(tableDeliveries(diamondKind), context),
    certificateSource: tableCertificateSource(diamondKind),
  },
});
