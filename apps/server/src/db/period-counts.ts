import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "./client";
import type { PeriodCounts } from "./period-counts-table";

// A date range's total from the counts kept per period (period-counts-table.ts): its whole
// months, the whole days beside them, and the hours at its ends counted row by row.

const dayMs = 24 * 60 * 60 * 1000;
const dayStart = (date: Date) => new Date(Math.floor(date.getTime() / dayMs) * dayMs);
const monthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const nextMonthStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));

// The whole UTC months inside [from, to): months from `first` up to (not including) `end`; null
// for an open side. null when the range holds no whole month.
export function wholeMonths(
  from: Date | null,
  to: Date | null,
): { first: Date | null; end: Date | null } | null {
  const first = from && (monthStart(from).getTime() === from.getTime() ? from : nextMonthStart(from));
  const end = to && monthStart(to);
  if (first && end && first >= end) return null;
  return { first, end };
}

// The whole UTC days inside [from, to): from `first` up to (not including) `end`, null for an open
// side; null when the range holds no whole day.
export function wholeUtcDays(
  from: Date | null,
  to: Date | null,
): { first: Date | null; end: Date | null } | null {
  const first =
    from && (dayStart(from).getTime() === from.getTime() ? from : new Date(dayStart(from).getTime() + dayMs));
  const end = to && dayStart(to);
  if (first && end && first >= end) return null;
  return { first, end };
}

type Span = { from: Date | null; to: Date | null };
// Where each part of a range is counted: kept months, kept days, or the rows themselves.
export type TotalPart = Span & { source: "month" | "day" | "rows" };

function byDays(from: Date | null, to: Date | null): TotalPart[] {
  const days = wholeUtcDays(from, to);
  if (!days) return [{ source: "rows", from, to }];
  const parts: TotalPart[] = [{ source: "day", from: days.first, to: days.end }];
  if (from && days.first && from < days.first) parts.push({ source: "rows", from, to: days.first });
  if (to && days.end && days.end < to) parts.push({ source: "rows", from: days.end, to });
  return parts;
}

// [from, to) as whole months, the whole days beside them, and the hours at the ends.
export function totalParts(from: Date | null, to: Date | null): TotalPart[] {
  const months = wholeMonths(from, to);
  if (!months) return byDays(from, to);
  const parts: TotalPart[] = [{ source: "month", from: months.first, to: months.end }];
  if (from && months.first && from < months.first) parts.push(...byDays(from, months.first));
  if (to && months.end && months.end < to) parts.push(...byDays(months.end, to));
  return parts;
}

// The rows of [from, to) with key `key` (every key when undefined), in one statement: kept months
// and days summed, `countRows` counting the rows of the hours at the ends (a scalar subquery with
// the list's own conditions for that part of the range).
export async function keptRangeTotal(
  db: Executor,
  range: {
    counts: PeriodCounts;
    key: string | undefined;
    from: Date | null;
    to: Date | null;
    countRows: (span: Span) => SQL;
  },
): Promise<number> {
  const sums = totalParts(range.from, range.to).map(({ source, from, to }): SQL => {
    if (source === "rows") return sql`(${range.countRows({ from, to })})`;
    const table = range.counts[source];
    const where = and(
      range.key !== undefined ? eq(table.key, range.key) : undefined,
      from ? gte(table.start, from) : undefined,
      to ? lt(table.start, to) : undefined,
    );
    return sql`(${db
      .select({ n: sql`coalesce(sum(${table.n}), 0)` })
      .from(table)
      .where(where)})`;
  });
  const statement = sql`select (${sql.join(sums, sql` + `)})::integer as total`;
  // Both drivers answer execute with the rows under `rows`.
  const result = (await db.execute(statement)) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}
