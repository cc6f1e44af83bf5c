import { publicPageKinds } from "@loupe/domain/public-pages/public-page-kind";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// One row per view of a public page (a certificate or a QR list), so analytics has real data: the
// page's kind, the record it shows and that record's client when it has one. No foreign keys: a
// view outlives a deleted record or client, as a printed QR code does.
export const publicPageViews = pgTable(
  "public_page_views",
  {
    id: uuid("id").primaryKey(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    clientId: uuid("client_id"),
    viewedAt: timestamp("viewed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deviceClass: text("device_class", { enum: ["mobile", "tablet", "desktop", "bot", "unknown"] }).notNull(),
    country: text("country"),
  },
  (table) => [
    index("public_page_views_record_idx").on(table.pageKind, table.recordId),
    index("public_page_views_client_viewed_idx").on(table.clientId, table.viewedAt),
    index("public_page_views_viewed_at_idx").on(table.viewedAt),
  ],
);
