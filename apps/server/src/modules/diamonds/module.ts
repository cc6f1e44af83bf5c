import { eq, exists, sql } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { diamondCertificateSource } from "./certificate-source";
import { diamondExportRoutes } from "./export-routes";
import { diamondImportRoutes } from "./import-routes";
import { diamondOutboxHandlers } from "./outbox-handlers";
import { diamondCertificateRoutes } from "./public/certificate-routes";
import { diamondRoutes } from "./routes";
import { diamonds } from "./schema";

export const diamondsModule: AreaModule = {
  name: "diamonds",
  routes: async (app, services) => {
    await diamondRoutes(app, services);
    await diamondImportRoutes(app, services);
    await diamondExportRoutes(app, services);
  },
  publicRoutes: diamondCertificateRoutes,
  outboxHandlers: ({ db, integrations, config }) =>
    diamondOutboxHandlers(db, integrations, { publicBaseUrl: config.publicBaseUrl }),
  certificateSource: diamondCertificateSource,
  // The certificate video plays on the public page and is linked from the QR export.
  publicFiles: (db, fileId) =>
    exists(db.select({ one: sql`1` }).from(diamonds).where(eq(diamonds.certificateVideoFileId, fileId))),
};
