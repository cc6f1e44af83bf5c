import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { administrators } from "../../db/accounts-schema";
import { timestamps } from "../../db/columns";
import { storedFiles } from "../../db/files-schema";
import { type PeriodCounts, periodCountsTable } from "../../db/period-counts-table";
import { companies } from "../companies/ports";

// A digital certificate video (spec 002 §3 digital_certificate_videos, whose document id is the
// video's name): one video per name, its client, and the barcode push's state.
export const certificateVideos = pgTable(
  "digital_certificate_videos",
  {
    id: uuid("id").primaryKey(),
    // A SKU upper-cased, a certificate or order-line number without whitespace (the domain's rule).
    name: text("name").notNull(),
    // The name search reads this with LIKE through a trigram index (migration 0028).
    nameFolded: text("name_folded")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${certificateVideos.name})`),
    // A client deleted leaves its videos, with no client.
    clientId: uuid("client_id").references(() => companies.id, { onDelete: "set null" }),
    // The Client sort's key: the client's name folded as nameSort folds it ('' for none), kept by
    // triggers on both tables (migration 0028) so the sort reads an index; the name itself is read
    // from companies.
    clientSortKey: text("client_sort_key").notNull().default(""),
    // The video (spec meta {url, ref, name, type}): its stored file holds name, type and size.
    videoFileId: uuid("video_file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "restrict" }),
    thumbnailFileId: uuid("thumbnail_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    namingMode: text("naming_mode").$type<VideoNamingMode>().notNull(),
    // True when named by SKU (spec: globalSku).
    globalSku: boolean("global_sku").notNull().default(false),
    // True once the barcode/URL service took it (spec: addedBarcode).
    addedBarcode: boolean("added_barcode").notNull().default(false),
    // The SKU, for the certificate and line-number modes.
    sku: text("sku"),
    ...timestamps,
    createdBy: uuid("created_by").references(() => administrators.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => administrators.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
  },
  (table) => [
    uniqueIndex("digital_certificate_videos_name_key").on(table.name),
    check(
      "digital_certificate_videos_naming_mode_check",
      sql`${table.namingMode} in ('sku', 'certificate', 'orderLine')`,
    ),
    // Each sort's keyset (column, id), alone and within one client (the client filter).
    index("digital_certificate_videos_created_idx").on(table.created, table.id),
    index("digital_certificate_videos_updated_idx").on(table.updatedAt, table.id),
    index("digital_certificate_videos_name_sort_idx").on(sql`lower(${table.name} collate "C")`, table.id),
    index("digital_certificate_videos_client_sort_idx").on(sql`${table.clientSortKey} collate "C"`, table.id),
    index("digital_certificate_videos_client_created_idx").on(table.clientId, table.created, table.id),
    index("digital_certificate_videos_client_updated_idx").on(table.clientId, table.updatedAt, table.id),
    index("digital_certificate_videos_client_name_idx").on(
      table.clientId,
      sql`lower(${table.name} collate "C")`,
      table.id,
    ),
    index("digital_certificate_videos_name_trgm_idx").using("gin", sql`${table.nameFolded} gin_trgm_ops`),
    index("digital_certificate_videos_video_file_idx").on(table.videoFileId),
    index("digital_certificate_videos_thumbnail_file_idx").on(table.thumbnailFileId),
  ],
);

// The list's exact totals (decisions 0003, 0010): all videos ('all', '') and each client's
// ('client', its id), kept by statement triggers in every write's own transaction (migration 0028).
export const certificateVideoCounts = pgTable(
  "digital_certificate_video_counts",
  {
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.value] })],
);

// The totals of a date range (db/period-counts.ts, decision 0016): videos per client (its id as
// text, '' for none) and UTC day, and per client and UTC month, kept by the same statement trigger
// (migration 0034).
export const certificateVideoDayCounts = periodCountsTable(
  "digital_certificate_video_day_counts",
  "client",
  "day",
);
export const certificateVideoMonthCounts = periodCountsTable(
  "digital_certificate_video_month_counts",
  "client",
  "month",
);
export const certificateVideoPeriodCounts: PeriodCounts = {
  day: certificateVideoDayCounts,
  month: certificateVideoMonthCounts,
};

// A video the barcode/URL service never took (spec 002 §3 rejected_datadune_certificates: a copy
// of the video record that failed to be pushed): written when the outbox gives up on its push, as
// the video and its client were then; removed when staff retry it. One row per video: a new
// rejection replaces the old; deleting the video removes it.
export const rejectedCertificateVideos = pgTable(
  "rejected_certificate_videos",
  {
    videoId: uuid("video_id")
      .primaryKey()
      .references(() => certificateVideos.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    clientId: uuid("client_id").references(() => companies.id, { onDelete: "set null" }),
    // The client's name at the time (kept when the client is renamed or deleted).
    clientName: text("client_name"),
    // The service's last answer, as the outbox kept it.
    error: text("error").notNull(),
    attempts: integer("attempts").notNull(),
    rejectedAt: timestamp("rejected_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // The list reads newest first.
  (table) => [index("rejected_certificate_videos_rejected_idx").on(table.rejectedAt, table.videoId)],
);
