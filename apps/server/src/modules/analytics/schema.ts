import { publicPageKinds } from "@loupe/domain/public-pages/public-page-kind";
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The analytics figures (docs/decisions/0025): views and clicks of the public pages kept per
// client, UTC day, platform, country and record, by statement triggers on public_page_views and
// public_page_clicks in the recording's own transaction (migration 0037); never written by the
// application. Crawlers and pages without a client are not counted. country '' = unknown.
export const analyticsDayCounts = pgTable(
  "analytics_day_counts",
  {
    clientId: uuid("client_id").notNull(),
    day: timestamp("day", { withTimezone: true }).notNull(),
    platform: text("platform").notNull(),
    country: text("country").notNull(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    clicks: bigint("clicks", { mode: "number" }).notNull(),
  },
  (table) => [
    primaryKey({
      name: "analytics_day_counts_pkey",
      columns: [table.clientId, table.day, table.platform, table.country, table.pageKind, table.recordId],
    }),
    // One certificate's figures.
    index("analytics_day_counts_record_idx").on(table.clientId, table.recordId, table.day),
  ],
);
