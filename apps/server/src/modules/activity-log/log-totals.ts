import type { ActivityLogFilter } from "@loupe/domain/activity-log-query";
import { count } from "drizzle-orm";
import { activityLog } from "../../db/activity-schema";
import type { Executor } from "../../db/client";
import { keptRangeTotal } from "../../db/period-counts";
import { activityLogConditions } from "./filters";
import { activityLogCounts } from "./schema";

// The log's exact total without counting millions of entries (decision 0016, db/period-counts.ts):
// kept months and days, the hours at a range's ends counted entry by entry with the list's own
// conditions. A search counts its matches (keyset-page.ts reads at most 1,001 of them once):
// null, the caller counts entries.
export async function keptActivityLogTotal(db: Executor, filter: ActivityLogFilter): Promise<number | null> {
  if (filter.search) return null;
  return keptRangeTotal(db, {
    counts: activityLogCounts,
    // uuid::text is lower case; the filter may arrive in either.
    key: filter.administratorId?.toLowerCase(),
    from: filter.createdFrom ? new Date(filter.createdFrom) : null,
    to: filter.createdTo ? new Date(filter.createdTo) : null,
    countRows: ({ from, to }) => {
      const part = { ...filter, createdFrom: from?.toISOString(), createdTo: to?.toISOString() };
      return db.select({ n: count() }).from(activityLog).where(activityLogConditions(part)).getSQL();
    },
  });
}
