import type { ActivityLogFilter } from "@loupe/domain/activity-log-query";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { activityLog } from "../../db/activity-schema";
import type { Executor } from "../../db/client";
import { activityLogConditions } from "./filters";
import { activityLogDayCounts } from "./schema";

// The log's exact total without counting millions of entries (decision 0016): the whole UTC days
// of the range are summed from activity_log_day_counts (kept by the database, migration 0018) and
// only the partial days at its ends are counted entry by entry, with the list's own conditions.
// A search counts its matches (keyset-page.ts reads at most 1,001 of them once).

const dayMs = 24 * 60 * 60 * 1000;
const dayStart = (date: Date) => new Date(Math.floor(date.getTime() / dayMs) * dayMs);

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

// null: the caller counts entries.
export async function keptActivityLogTotal(db: Executor, filter: ActivityLogFilter): Promise<number | null> {
  if (filter.search) return null;
  const from = filter.createdFrom ? new Date(filter.createdFrom) : null;
  const to = filter.createdTo ? new Date(filter.createdTo) : null;
  const days = wholeUtcDays(from, to);
  if (!days) return null;
  const { administratorId } = filter;
  const counted = (part: ActivityLogFilter) =>
    sql`(${db.select({ n: count() }).from(activityLog).where(activityLogConditions(part))})`;
  const head =
    from && days.first && from < days.first
      ? counted({ ...filter, createdTo: days.first.toISOString() })
      : sql`0`;
  const tail =
    to && days.end && days.end < to ? counted({ ...filter, createdFrom: days.end.toISOString() }) : sql`0`;
  const [found] = await db
    .select({
      total: sql<number>`(coalesce(sum(${activityLogDayCounts.n}), 0) + ${head} + ${tail})::integer`,
    })
    .from(activityLogDayCounts)
    .where(
      and(
        // uuid::text is lower case; the filter may arrive in either.
        administratorId ? eq(activityLogDayCounts.actor, administratorId.toLowerCase()) : undefined,
        days.first ? gte(activityLogDayCounts.day, days.first) : undefined,
        days.end ? lt(activityLogDayCounts.day, days.end) : undefined,
      ),
    );
  return found?.total ?? 0;
}
