import type {
  ActivityLogFilter,
  ActivityLogItem,
  ActivityLogListQuery,
} from "@loupe/domain/activity-log-query";
import type { Page } from "@loupe/domain/paging";
import { asc, type SQL } from "drizzle-orm";
import { administrators } from "../../db/accounts-schema";
import { activityLog } from "../../db/activity-schema";
import type { Database } from "../../db/client";
import { keysetPage, timestampSort } from "../../db/keyset-page";
import { newestFirstBatches } from "../certificates/keyset-batches";
import { activityLogConditions } from "./filters";
import { keptActivityLogTotal } from "./log-totals";

type Entry = typeof activityLog.$inferSelect;

const toItem = (entry: Entry): ActivityLogItem => ({
  id: entry.id,
  created: entry.created.toISOString(),
  administratorId: entry.administratorId,
  actorName: entry.actorName,
  action: entry.action as ActivityLogItem["action"],
  entityType: entry.entityType,
  entityId: entry.entityId,
  subject: entry.subject,
  summary: entry.summary,
  changes: entry.changes ?? [],
});

const readEntries = (db: Database) => (where: SQL | undefined, orderBy: SQL[], limit: number) =>
  db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);

// A search matches a handful of entries (one certificate's history): its first page and total
// come from one pass over at most this many.
const searchMatchesCap = 1000;

// GET /api/activity-log: newest first, filtered, with the exact total (decision 0016).
export async function listActivityLog(
  db: Database,
  query: ActivityLogListQuery,
): Promise<Page<ActivityLogItem>> {
  const { limit, cursor, direction, sort, ...filter } = query;
  const page = await keysetPage<Entry>({
    db,
    table: activityLog,
    sortable: { created: timestampSort(activityLog.created) },
    where: activityLogConditions(filter),
    request: { limit, cursor, direction, sort },
    select: readEntries(db),
    sortValue: (row) => row.created,
    countTotal: () => keptActivityLogTotal(db, filter),
    fewMatchesCap: filter.search ? searchMatchesCap : undefined,
  });
  return { ...page, items: page.items.map(toItem) };
}

export async function countActivityLog(db: Database, filter: ActivityLogFilter): Promise<number> {
  const kept = await keptActivityLogTotal(db, filter);
  if (kept !== null) return kept;
  return db.$count(activityLog, activityLogConditions(filter));
}

// Every entry the filters select, newest first, in batches (the exports).
export function streamActivityLog(db: Database, filter: ActivityLogFilter, batchSize = 1000) {
  return newestFirstBatches({
    columns: activityLog,
    where: activityLogConditions(filter),
    read: readEntries(db),
    keyOf: (entry) => entry,
    toItem,
    batchSize,
  });
}

// The user filter's choices: every administrator, by name.
export function activityLogUsers(db: Database) {
  return db
    .select({ id: administrators.id, fullName: administrators.fullName })
    .from(administrators)
    .orderBy(asc(administrators.fullName), asc(administrators.id));
}
