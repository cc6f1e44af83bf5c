import { eq, exists, sql } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { diamondCertificateSource } from "./certificate-source";
import { diamondExportRoutes } from "./export-routes";
import { diamondImportRoutes } from "./import-routes";
import { diamondOutboxHandlers } from "./outbox-handlers";
import { diamondCertificatePage } from "./public/public-page";
import { diamondRoutes } from "./routes";
import { diamonds } from "./schema";

export const diamondsModule: AreaModule = {
  name: "diamonds",
  routes: async (app, services) => {
    await diamondRoutes(app, services);
    await diamondImportRoutes(app, services);
    await diamondExportRoutes(app, services);
  },
  certificatePage: diamondCertificatePage,
  outboxHandlers: diamondOutboxHandlers,
  certificateSource: diamondCertificateSource,
  // The certificate video plays on the public page and is linked from the QR export.
  publicFiles: (db, fileId) =>
    exists(db.select({ one: sql`1` }).from(diamonds).where(eq(diamonds.certificateVideoFileId, fileId))),
};
