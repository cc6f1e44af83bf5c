import type { ActivityLogFilter } from "@loupe/domain/activity-log-query";
import { and, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { activityLog } from "../../db/activity-schema";
import type { Executor } from "../../db/client";
import { wholeMonths } from "../certificates/whole-months";
import { activityLogConditions } from "./filters";
import { activityLogDayCounts, activityLogMonthCounts } from "./schema";

// The log's exact total without counting millions of entries (decision 0016): a range's whole UTC
// months are summed from activity_log_month_counts, the whole days around them from
// activity_log_day_counts (both kept by the database, migration 0018), and only the hours at its
// ends are counted entry by entry, with the list's own conditions. A search counts its matches
// (keyset-page.ts reads at most 1,001 of them once).

const dayMs = 24 * 60 * 60 * 1000;
const dayStart = (date: Date) => new Date(Math.floor(date.getTime() / dayMs) * dayMs);

type Span = { from: Date | null; to: Date | null };
// Where each part of a range is counted: kept months, kept days, or the log's own entries.
export type TotalPart = Span & { source: "month" | "day" | "log" };

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

function byDays(from: Date | null, to: Date | null): TotalPart[] {
  const days = wholeUtcDays(from, to);
  if (!days) return [{ source: "log", from, to }];
  const parts: TotalPart[] = [{ source: "day", from: days.first, to: days.end }];
  if (from && days.first && from < days.first) parts.push({ source: "log", from, to: days.first });
  if (to && days.end && days.end < to) parts.push({ source: "log", from: days.end, to });
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

const kept = { month: activityLogMonthCounts, day: activityLogDayCounts } as const;

// null: the caller counts entries.
export async function keptActivityLogTotal(db: Executor, filter: ActivityLogFilter): Promise<number | null> {
  if (filter.search) return null;
  const { administratorId } = filter;
  const parts = totalParts(
    filter.createdFrom ? new Date(filter.createdFrom) : null,
    filter.createdTo ? new Date(filter.createdTo) : null,
  );
  const sums = parts.map(({ source, from, to }): SQL => {
    if (source === "log") {
      const part = { ...filter, createdFrom: from?.toISOString(), createdTo: to?.toISOString() };
      return sql`(${db.select({ n: count() }).from(activityLog).where(activityLogConditions(part))})`;
    }
    const table = kept[source];
    const where = and(
      // uuid::text is lower case; the filter may arrive in either.
      administratorId ? eq(table.actor, administratorId.toLowerCase()) : undefined,
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
