import { eq, exists, sql } from "drizzle-orm";
import { labSettings } from "../../db/lab-settings-schema";
import type { AreaModule } from "../area-module";
import { settingsRoutes } from "./routes";

// Settings stored in the database instead of hard-coded (docs/design.md, deliberate departures):
// today the issuing lab's name, accreditation and logo, shown on every public certificate.
export const settingsModule: AreaModule = {
  name: "settings",
  routes: settingsRoutes,
  // The lab's logo heads every public certificate page.
  publicFiles: (db, fileId) =>
    exists(db.select({ one: sql`1` }).from(labSettings).where(eq(labSettings.logoFileId, fileId))),
};
