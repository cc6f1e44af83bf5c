import { type DiamondFilter, diamondFilterSchema } from "@loupe/domain/diamonds/diamond";
import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { wholeMonths } from "../../db/period-counts";
import { diamondFilterConditions, originCondition } from "./diamond-filters";
import { diamondCounts, diamondMonthCounts, diamonds } from "./schema";

// The list's total without counting every matching row (docs/decisions/0003-diamond-list-totals.md).
// Statement triggers keep both tables exact in the same transaction as every write:
// - diamond_counts (migration 0003) answers an empty filter or a single value;
// - diamond_month_counts (migration 0004) answers any mix of client, template, origin and dates:
//   the full UTC months of the range are summed from it and only the partial months at its ends
//   are counted row by row.
// Any other filter (a search, a shape or imperfections with something else) counts rows.

// Every filter the schema knows: one added later counts rows until it is taught here.
const filterKeys = Object.keys(diamondFilterSchema.shape) as (keyof DiamondFilter)[];

const counter = (dimension: string, value: string): SQL =>
  sql`${diamondCounts.dimension} = ${dimension} and ${diamondCounts.value} = ${value}`;

// The counter rows whose sum is this filter's total, or null when none are kept for it. A filter
// is on exactly when diamondFilterConditions applies it (a truthy value).
export function keptCountRows(filter: DiamondFilter): SQL | null {
  const active = filterKeys.filter((key) => Boolean(filter[key]));
  if (active.length === 0) return counter("all", "");
  if (active.length > 1) return null;
  const { templateId, clientId, shape, origin, imperfections } = filter;
  if (templateId) return counter("template", String(templateId));
  // uuid::text is lower case; the filter may arrive in either.
  if (clientId) return counter("client", clientId.toLowerCase());
  if (shape) return counter("shape", shape);
  if (origin)
    return and(eq(diamondCounts.dimension, "origin"), originCondition(diamondCounts.value, origin)) ?? null;
  if (imperfections) return counter("imperfections", imperfections);
  return null;
}

const monthCountFilters = new Set<keyof DiamondFilter>([
  "clientId",
  "templateId",
  "origin",
  "createdFrom",
  "createdTo",
]);

// The statement behind a total from diamond_month_counts, or null when it keeps none for this
// filter (then the caller counts rows).
export function monthCountTotal(db: Executor, filter: DiamondFilter) {
  if (!filterKeys.every((key) => !filter[key] || monthCountFilters.has(key))) return null;
  const from = filter.createdFrom ? new Date(filter.createdFrom) : null;
  const to = filter.createdTo ? new Date(filter.createdTo) : null;
  const months = wholeMonths(from, to);
  if (!months) return null;
  const { clientId, templateId, origin } = filter;
  const cells = and(
    // uuid::text is lower case; the filter may arrive in either.
    clientId ? eq(diamondMonthCounts.client, clientId.toLowerCase()) : undefined,
    templateId ? eq(diamondMonthCounts.templateId, templateId) : undefined,
    origin ? originCondition(diamondMonthCounts.origin, origin) : undefined,
    months.first ? gte(diamondMonthCounts.month, months.first) : undefined,
    months.end ? lt(diamondMonthCounts.month, months.end) : undefined,
  );
  // The partial months at either end, counted with the list's own conditions.
  const counted = (part: DiamondFilter) =>
    sql`(${db.select({ n: count() }).from(diamonds).where(diamondFilterConditions(part))})`;
  const head =
    from && months.first && from < months.first
      ? counted({ ...filter, createdTo: months.first.toISOString() })
      : sql`0`;
  const tail =
    to && months.end && months.end < to
      ? counted({ ...filter, createdFrom: months.end.toISOString() })
      : sql`0`;
  return db
    .select({ total: sql<number>`(coalesce(sum(${diamondMonthCounts.n}), 0) + ${head} + ${tail})::integer` })
    .from(diamondMonthCounts)
    .where(cells);
}

// null: the caller counts rows.
export async function keptDiamondTotal(db: Executor, filter: DiamondFilter): Promise<number | null> {
  const rows = keptCountRows(filter);
  const statement = rows
    ? db
        .select({ total: sql<number>`coalesce(sum(${diamondCounts.n}), 0)::integer` })
        .from(diamondCounts)
        .where(rows)
    : monthCountTotal(db, filter);
  if (!statement) return null;
  const [found] = await statement;
  return found?.total ?? 0;
}
