import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { storedFiles } from "../../db/files-schema";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: ["client", "customer"] }).notNull(),
    name: text("name").notNull(),
    representativeName: text("representative_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    backgroundFileId: uuid("background_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    pinned: boolean("pinned").notNull().default(false),
    // The barcode service is sent the name with a dash for each space (spec 002 §7, barcode-customer.ts).
    barcodeDashes: boolean("barcode_dashes").notNull().default(false),
    // An http(s) address (domain companies.ts); the public pages' recorded link to it (analytics).
    website: text("website").notNull().default(""),
    adPortalAccess: boolean("ad_portal_access").notNull().default(false),
    portalEmail: text("portal_email"),
    portalPasswordHash: text("portal_password_hash"),
    invitationSentAt: timestamp("invitation_sent_at", { withTimezone: true, precision: 3 }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, precision: 3 }),
    ...timestamps,
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("companies_kind_name_idx").on(table.kind, table.name, table.id),
    index("companies_kind_created_idx").on(table.kind, table.created, table.id),
  ],
);

export const portalInvitations = pgTable(
  "portal_invitations",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [index("portal_invitations_company_idx").on(table.companyId)],
);
