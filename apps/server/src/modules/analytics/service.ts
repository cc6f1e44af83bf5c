import type { AnalyticsAnswer, AnalyticsQuery } from "@loupe/domain/analytics/analytics-api";
import {
  type AnalyticsCountRow,
  aggregateAnalytics,
  allMonths,
  analyticsPeriod,
} from "@loupe/domain/analytics/analytics-period";
import type { AnalyticsPlatform } from "@loupe/domain/analytics/platform";
import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { certificateLabels } from "./certificate-labels";

// The analytics figures read only the kept rows (migration 0037): a client's year is one grouped
// read of at most 12 × platforms × countries rows of analytics_month_counts (one certificate's, of
// its analytics_day_counts rows), whatever the events number.

type Rows<Row> = { rows: Row[] };

// The months that have any record for this client, newest first.
async function monthsWithRecords(db: Executor, clientId: string): Promise<{ year: number; month: number }[]> {
  const result = (await db.execute(sql`
    select distinct extract(year from month at time zone 'UTC')::integer as year,
      extract(month from month at time zone 'UTC')::integer as month
    from analytics_month_counts
    where client_id = ${clientId} and (views <> 0 or clicks <> 0)
    order by 1 desc, 2
  `)) as unknown as Rows<{ year: number; month: number }>;
  return result.rows;
}

// A kept table's rows of the client (and record) whose period starts in [from, to).
function conditions(query: AnalyticsQuery, period: "day" | "month", from: Date, to: Date): SQL {
  const record = query.recordId ? sql`and record_id = ${query.recordId}` : sql``;
  return sql`client_id = ${query.clientId} and ${sql.identifier(period)} >= ${from.toISOString()}
    and ${sql.identifier(period)} < ${to.toISOString()} ${record}`;
}

async function yearRows(db: Executor, query: AnalyticsQuery, year: number): Promise<AnalyticsCountRow[]> {
  const { from, to } = analyticsPeriod(year, "ALL");
  const [table, period] = query.recordId
    ? [sql`analytics_day_counts`, "day" as const]
    : [sql`analytics_month_counts`, "month" as const];
  const result = (await db.execute(sql`
    select extract(month from ${sql.identifier(period)} at time zone 'UTC')::integer as month, platform,
      nullif(country, '') as country,
      sum(views)::integer as "certificateViews", sum(clicks)::integer as "clicksToCompanySite"
    from ${table}
    where ${conditions(query, period, from, to)}
    group by 1, 2, 3
  `)) as unknown as Rows<AnalyticsCountRow & { platform: AnalyticsPlatform }>;
  return result.rows;
}

type CertificateRow = {
  recordId: string;
  kind: PublicPageKind;
  certificateViews: number;
  clicksToCompanySite: number;
};

// The certificates table of the chosen period, most viewed first, one page of it and how many
// rows it has: one kept row per certificate, from the year table for ALL and the month table for
// a month (migration 0038), read in the order of its ranking index (client, period, views desc,
// clicks desc, record), so a page costs its own rows, not the client's whole period grouped.
async function certificateRows(db: Executor, query: AnalyticsQuery, year: number) {
  const { from } = analyticsPeriod(year, query.month);
  const [table, period] =
    query.month === allMonths
      ? [sql`analytics_record_year_counts`, sql`year`]
      : [sql`analytics_record_month_counts`, sql`month`];
  const record = query.recordId ? sql`and record_id = ${query.recordId}` : sql``;
  const where = sql`client_id = ${query.clientId} and ${period} = ${from.toISOString()} ${record}
    and (views <> 0 or clicks <> 0)`;
  const [page, counted] = await Promise.all([
    db.execute(sql`
      select record_id as "recordId", page_kind as kind,
        views::integer as "certificateViews", clicks::integer as "clicksToCompanySite"
      from ${table}
      where ${where}
      order by views desc nulls last, clicks desc nulls last, record_id
      limit ${query.limit} offset ${query.offset}
    `) as unknown as Promise<Rows<CertificateRow>>,
    db.execute(sql`select count(*)::integer as total from ${table} where ${where}`) as unknown as Promise<
      Rows<{ total: number }>
    >,
  ]);
  return { total: counted.rows[0]?.total ?? 0, items: page.rows };
}

export async function readAnalytics(
  db: Executor,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsAnswer> {
  const months = await monthsWithRecords(db, query.clientId);
  const year = query.year ?? months[0]?.year ?? now.getUTCFullYear();
  const [rows, certificates] = await Promise.all([
    yearRows(db, query, year),
    certificateRows(db, query, year),
  ]);
  const labels = await certificateLabels(db, certificates.items);
  const years = [...new Set(months.map((row) => row.year))].map((each) => ({
    year: each,
    months: months.filter((row) => row.year === each).map((row) => row.month),
  }));
  return {
    clientId: query.clientId,
    year,
    month: query.month,
    recordId: query.recordId ?? null,
    years,
    ...aggregateAnalytics(rows, query.month),
    certificates: {
      total: certificates.total,
      items: certificates.items.map((row) => ({
        ...row,
        label: labels.get(row.recordId)?.label ?? null,
        sku: labels.get(row.recordId)?.sku ?? null,
      })),
    },
  };
}
