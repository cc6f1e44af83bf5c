import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { HttpProblem } from "../http/problem";
import type { Executor } from "./client";
import { type Actor, type RecordEntry, recordActivities, recordActivity } from "./record-activity";

// Deletes the record `where` finds and writes its one entry, made from the deleted row (so it
// names the subject that is gone), in the caller's transaction. Nothing found: `missing`'s problem,
// or, without one, null and no entry.
export async function deleteRecord<Table extends PgTable>(
  tx: Executor,
  actor: Actor,
  options: {
    table: Table;
    where: SQL | undefined;
    missing?: () => HttpProblem;
    activity: (row: Table["$inferSelect"]) => RecordEntry;
  },
): Promise<Table["$inferSelect"] | null> {
  const deleted = (await tx
    .delete(options.table)
    .where(options.where)
    .returning()) as Table["$inferSelect"][];
  const [row] = deleted;
  if (!row) {
    if (options.missing) throw options.missing();
    return null;
  }
  if (deleted.length > 1) throw new Error("deleteRecord: the condition found more than one record");
  await recordActivity(tx, actor, options.activity(row));
  return row;
}

// Deletes every record `where` finds in one statement and writes one entry each, made from the
// deleted rows, in the caller's transaction; answers the deleted rows (none: no entry).
export async function deleteRecords<Table extends PgTable>(
  tx: Executor,
  actor: Actor,
  options: { table: Table; where: SQL | undefined; activity: (row: Table["$inferSelect"]) => RecordEntry },
): Promise<Table["$inferSelect"][]> {
  const deleted = (await tx
    .delete(options.table)
    .where(options.where)
    .returning()) as Table["$inferSelect"][];
  await recordActivities(tx, actor, deleted.map(options.activity));
  return deleted;
}
