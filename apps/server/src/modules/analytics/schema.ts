import { publicPageKinds } from "@loupe/domain/public-pages/public-page-kind";
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The analytics figures (docs/decisions/0025): views and clicks of the public pages, kept by
// statement triggers on public_page_views and public_page_clicks in the recording's own
// transaction (migration 0037); never written by the application. Crawlers and pages without a
// client are not counted. country '' = unknown; day and month = their first instant in UTC.
const counts = {
  views: bigint("views", { mode: "number" }).notNull(),
  clicks: bigint("clicks", { mode: "number" }).notNull(),
};

// Per client, day, platform, country and record: one certificate's figures.
export const analyticsDayCounts = pgTable(
  "analytics_day_counts",
  {
    clientId: uuid("client_id").notNull(),
    day: timestamp("day", { withTimezone: true }).notNull(),
    platform: text("platform").notNull(),
    country: text("country").notNull(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    ...counts,
  },
  (table) => [
    primaryKey({
      name: "analytics_day_counts_pkey",
      columns: [table.clientId, table.recordId, table.day, table.platform, table.country, table.pageKind],
    }),
  ],
);

// Per client, month, platform and country: a client's year (totals, months, devices, countries)
// is at most 12 × platforms × countries rows, however many certificates and events it has.
export const analyticsMonthCounts = pgTable(
  "analytics_month_counts",
  {
    clientId: uuid("client_id").notNull(),
    month: timestamp("month", { withTimezone: true }).notNull(),
    platform: text("platform").notNull(),
    country: text("country").notNull(),
    ...counts,
  },
  (table) => [
    primaryKey({
      name: "analytics_month_counts_pkey",
      columns: [table.clientId, table.month, table.platform, table.country],
    }),
  ],
);

// Per client, month and record: the certificates table of a month, read most viewed first from
// its ranking index (migration 0038).
export const analyticsRecordMonthCounts = pgTable(
  "analytics_record_month_counts",
  {
    clientId: uuid("client_id").notNull(),
    month: timestamp("month", { withTimezone: true }).notNull(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    ...counts,
  },
  (table) => [
    primaryKey({
      name: "analytics_record_month_counts_pkey",
      columns: [table.clientId, table.month, table.recordId, table.pageKind],
    }),
    index("analytics_record_month_counts_record_idx").on(table.clientId, table.recordId, table.month),
    index("analytics_record_month_counts_rank_idx").on(
      table.clientId,
      table.month,
      table.views.desc(),
      table.clicks.desc(),
      table.recordId,
    ),
  ],
);

// Per client, UTC year and record: the certificates table of a whole year (month ALL), one row
// per certificate read most viewed first from its ranking index, instead of up to 12 month rows
// per certificate grouped and sorted (docs/decisions/0025, migration 0038).
export const analyticsRecordYearCounts = pgTable(
  "analytics_record_year_counts",
  {
    clientId: uuid("client_id").notNull(),
    year: timestamp("year", { withTimezone: true }).notNull(),
    pageKind: text("page_kind", { enum: publicPageKinds }).notNull(),
    recordId: uuid("record_id").notNull(),
    ...counts,
  },
  (table) => [
    primaryKey({
      name: "analytics_record_year_counts_pkey",
      columns: [table.clientId, table.year, table.recordId, table.pageKind],
    }),
    index("analytics_record_year_counts_rank_idx").on(
      table.clientId,
      table.year,
      table.views.desc(),
      table.clicks.desc(),
      table.recordId,
    ),
  ],
);
