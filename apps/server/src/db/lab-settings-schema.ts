import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { administrators } from "./accounts-schema";
import { timestamps } from "./columns";
import { storedFiles } from "./files-schema";

// The one row of the issuing lab's settings (name, accreditation, logo), read by every public
// certificate page (public/lab-profile.ts) and edited by a super administrator (modules/settings).
export const labSettingsId = "00000000-0000-7000-8000-00000000000a";

export const labSettings = pgTable(
  "lab_settings",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    accreditation: text("accreditation").notNull().default(""),
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    ...timestamps,
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (table) => [check("lab_settings_one_row", sql`${table.id} = '00000000-0000-7000-8000-00000000000a'`)],
);
