import { type SQL, sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { companies } from "../companies/ports";

// A QR list (spec 002 §3 digital_certificate_lists): a title, a client and the videos chosen, in
// order; its QR code opens the public list page. Each video's certificate information is read live
// from the diamond or jewelry record its name designates (qr-cert-info.ts), never copied here.
export const qrLists = pgTable(
  "qr_lists",
  {
    id: uuid("id").primaryKey(),
    title: text("title").notNull().default(""),
    // The title search reads this with LIKE through a trigram index.
    titleFolded: text("title_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${qrLists.title})`),
    // A client deleted leaves its lists, with no client.
    clientId: uuid("client_id").references(() => companies.id, { onDelete: "set null" }),
    // True once its QR code was printed (spec: qrCodeGenerated).
    qrCodeGenerated: boolean("qr_code_generated").notNull().default(false),
    ...timestamps,
    createdBy: uuid("created_by").references(() => administrators.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("qr_lists_created_idx").on(table.created, table.id),
    index("qr_lists_title_sort_idx").on(sql`lower(${table.title} collate "C")`, table.id),
    index("qr_lists_client_created_idx").on(table.clientId, table.created, table.id),
    index("qr_lists_title_trgm_idx").using("gin", sql`${table.titleFolded} gin_trgm_ops`),
  ],
);

// The videos of a list, in the order chosen. A deleted video leaves every list it was on.
export const qrListVideos = pgTable(
  "qr_list_videos",
  {
    listId: uuid("list_id")
      .notNull()
      .references(() => qrLists.id, { onDelete: "cascade" }),
    // Its foreign key to digital_certificate_videos (ON DELETE CASCADE) is written by hand in
    // migration 0030, as diamonds' imperfection_id is: a schema importing the videos' port would
    // close an import cycle through the database client.
    videoId: uuid("video_id").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.videoId] }),
    index("qr_list_videos_video_idx").on(table.videoId),
  ],
);
