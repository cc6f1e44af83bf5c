import { certificateAreaModule } from "../certificates/certificate-module";
import { diamondCertificateSource } from "./certificate-source";
import { diamondExportRoutes } from "./export-routes";
import { diamondImportRoutes } from "./import-routes";
import { diamondOutboxHandlers } from "./outbox-handlers";
import { diamondCertificatePage } from "./public/public-page";
import { diamondRoutes } from "./routes";
import { diamonds } from "./schema";

// The certificate video plays on the public page and is linked from the QR export.
export const diamondsModule = certificateAreaModule({
  name: "diamonds",
  routes: [diamondRoutes, diamondImportRoutes, diamondExportRoutes],
  table: diamonds,
  publicFileColumns: [diamonds.certificateVideoFileId],
  parts: {
    certificatePage: diamondCertificatePage,
    outboxHandlers: diamondOutboxHandlers,
    certificateSource: diamondCertificateSource,
  },
});
