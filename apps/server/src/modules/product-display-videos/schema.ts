import { type SQL, sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { storedFiles } from "../../db/files-schema";

// A product display video of the Video Manager (spec 002 §2, §7: the storage folder
// product-display): a stored video and its thumbnail, searched by the file's name.
export const productDisplayVideos = pgTable(
  "product_display_videos",
  {
    id: uuid("id").primaryKey(),
    // The file's name as uploaded (the stored file keeps it too; copied for the search's index).
    fileName: text("file_name").notNull(),
    fileNameFolded: text("file_name_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${productDisplayVideos.fileName})`),
    videoFileId: uuid("video_file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    thumbnailFileId: uuid("thumbnail_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    created: timestamp("created", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => administrators.id, { onDelete: "set null" }),
  },
  (table) => [
    // Newest first, by token (created, id).
    index("product_display_videos_created_idx").on(table.created, table.id),
    index("product_display_videos_file_name_trgm_idx").using(
      "gin",
      sql`${table.fileNameFolded} gin_trgm_ops`,
    ),
    index("product_display_videos_video_file_idx").on(table.videoFileId),
    index("product_display_videos_thumbnail_file_idx").on(table.thumbnailFileId),
  ],
);
