import { eq, exists, or, sql } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { jewelryCertificateSource } from "./certificate-source";
import { jewelryExportRoutes } from "./export-routes";
import { jewelryImportRoutes } from "./import-routes";
import { jewelryOutboxHandlers } from "./outbox-handlers";
import { jewelryPrintRoutes } from "./print-routes";
import { jewelryCertificatePage } from "./public/public-page";
import { jewelryRoutes } from "./routes";
import { jewelry } from "./schema";
import { jewelrySkuDefaultsRoutes } from "./sku-defaults";

export const jewelryModule: AreaModule = {
  name: "jewelry",
  routes: async (app, services) => {
    await jewelryRoutes(app, services);
    await jewelryPrintRoutes(app, services);
    await jewelrySkuDefaultsRoutes(app, services);
    await jewelryImportRoutes(app, services);
    await jewelryExportRoutes(app, services);
  },
  outboxHandlers: jewelryOutboxHandlers,
  certificateSource: jewelryCertificateSource,
  certificatePage: jewelryCertificatePage,
  // The certificate video and the customer logo show on the public page (the QR export links the
  // video).
  publicFiles: (db, fileId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(jewelry)
        .where(or(eq(jewelry.certificateVideoFileId, fileId), eq(jewelry.customerLogoFileId, fileId))),
    ),
};
