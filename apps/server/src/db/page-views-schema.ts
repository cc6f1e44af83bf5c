import { analyticsPlatforms } from "@loupe/domain/analytics/platform";
import { publicPageKinds } from "@loupe/domain/public-pages/public-page-kind";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const deviceClassColumn = () =>
  text("device_class", { enum: ["mobile", "tablet", "desktop", "bot", "unknown"] }).notNull();
// Android, iOS, Desktop or other (domain analytics/platform.ts); none for a crawler, which is
// recorded but never counted.
const platformColumn = () => text("platform", { enum: analyticsPlatforms });

// One row per view of a public page (a certificate or a QR list), so analytics has real data: the
// page's kind, the record it shows and that record's client when it has one. No foreign keys: a
// view outlives a deleted record or client, as a printed QR code does. The figures are kept from
// these rows in the same transaction (modules/analytics/schema.ts, migration 0037); the rows stay the
// truth they are counted from.
export const publicPageViews = pgTable(
  "public_page_views",
  {
    id: uuid("id").primaryKey(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    clientId: uuid("client_id"),
    viewedAt: timestamp("viewed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deviceClass: deviceClassColumn(),
    platform: platformColumn(),
    country: text("country"),
  },
  (table) => [
    index("public_page_views_record_idx").on(table.pageKind, table.recordId),
    index("public_page_views_client_viewed_idx").on(table.clientId, table.viewedAt),
    index("public_page_views_viewed_at_idx").on(table.viewedAt),
  ],
);

// One row per click from a public page to its client's website (GET /c/{kind}/{key}/visit), the
// same facts as a view.
export const publicPageClicks = pgTable(
  "public_page_clicks",
  {
    id: uuid("id").primaryKey(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    clientId: uuid("client_id"),
    clickedAt: timestamp("clicked_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deviceClass: deviceClassColumn(),
    platform: platformColumn(),
    country: text("country"),
  },
  (table) => [
    index("public_page_clicks_client_clicked_idx").on(table.clientId, table.clickedAt),
    index("public_page_clicks_clicked_at_idx").on(table.clickedAt),
  ],
);
