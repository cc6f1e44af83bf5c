import type { AnalyticsAnswer, AnalyticsQuery } from "@loupe/domain/analytics/analytics-api";
import {
  type AnalyticsCountRow,
  aggregateAnalytics,
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
  total: number;
};

// The certificates table of the chosen period, most viewed first, one page of it.
async function certificateRows(db: Executor, query: AnalyticsQuery, year: number) {
  const { from, to } = analyticsPeriod(year, query.month);
  const result = (await db.execute(sql`
    select record_id as "recordId", page_kind as kind,
      sum(views)::integer as "certificateViews", sum(clicks)::integer as "clicksToCompanySite",
      (count(*) over ())::integer as total
    from analytics_record_month_counts
    where ${conditions(query, "month", from, to)}
    group by record_id, page_kind
    having sum(views) <> 0 or sum(clicks) <> 0
    order by 3 desc, 4 desc, 1
    limit ${query.limit} offset ${query.offset}
  `)) as unknown as Rows<CertificateRow>;
  return result.rows;
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
  const labels = await certificateLabels(db, certificates);
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
      total: certificates[0]?.total ?? 0,
      items: certificates.map(({ total: _total, ...row }) => ({
        ...row,
        label: labels.get(row.recordId)?.label ?? null,
        sku: labels.get(row.recordId)?.sku ?? null,
      })),
    },
  };
}
