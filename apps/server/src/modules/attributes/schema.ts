import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";

// Values that extend the built-in option lists (spec 000 §3 'Attributes collection'); one row per
// list, named as in packages/domain options/attributes.ts. The name is the row's id (the record
// helpers address a row by `id`); the column stays "name".
export const attributes = pgTable("attributes", {
  id: text("name").primaryKey(),
  values: text("values").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
  version: integer("version").notNull().default(1),
});
