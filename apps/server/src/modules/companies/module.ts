import { eq, exists, isNotNull, lt, or, sql } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { portalRoutes } from "./portal-routes";
import { companyOptionRoutes, companyRoutes } from "./routes";
import { companies, portalInvitations } from "./schema";
import { companySkuExportRoutes } from "./sku-export-routes";

export const companiesModule: AreaModule = {
  name: "companies",
  routes: async (app, services) => {
    await companyRoutes("client")(app, services);
    await companyRoutes("customer")(app, services);
    await companyOptionRoutes(app, services);
    await companySkuExportRoutes(app, services);
  },
  // The link of an invitation mail.
  publicRoutes: portalRoutes,
  // Logos appear on the public certificates and in the ad portal.
  publicFiles: (db, fileId) =>
    exists(db.select({ one: sql`1` }).from(companies).where(eq(companies.logoFileId, fileId))),
  removeExpiredRecords: async (db, now) => {
    await db
      .delete(portalInvitations)
      .where(or(isNotNull(portalInvitations.usedAt), lt(portalInvitations.expiresAt, now)));
  },
};
