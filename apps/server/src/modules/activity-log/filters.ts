import type { ActivityLogFilter } from "@loupe/domain/activity-log-query";
import { and, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { activityLog } from "../../db/activity-schema";
import { escapeLike } from "../../db/escape-like";

// The log's filters as SQL (spec 002 §2 'Activity log'). The search matches any part of the
// subject, whatever the case (the trigram index answers ILIKE); the user is the actor's id; the
// dates are the browser's midnights, [createdFrom, createdTo).
export function activityLogConditions(filter: ActivityLogFilter): SQL | undefined {
  const { search, administratorId, createdFrom, createdTo } = filter;
  return and(
    search ? sql`${activityLog.subject} ilike ${`%${escapeLike(search)}%`}` : undefined,
    administratorId ? eq(activityLog.administratorId, administratorId) : undefined,
    createdFrom ? gte(activityLog.created, new Date(createdFrom)) : undefined,
    createdTo ? lt(activityLog.created, new Date(createdTo)) : undefined,
  );
}
