import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "./accounts-schema";

export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey(),
  storageKey: text("storage_key").notNull().unique(),
  name: text("name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  uploadedBy: uuid("uploaded_by").references(() => administrators.id, { onDelete: "set null" }),
});
