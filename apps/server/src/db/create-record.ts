import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client";
import { insertByColumns } from "./insert-by-columns";
import { type Actor, type RecordEntry, recordActivities, recordActivity } from "./record-activity";

// Inserts one record and its one activity entry in the caller's transaction; answers the row as
// written. The entry is made from that row: its action is usually 'create', or what the insert
// stands for ('upload' for a file, 'sign-in' for a session, naming the administrator).
export async function createRecord<Table extends PgTable>(
  tx: Executor,
  actor: Actor,
  options: {
    table: Table;
    values: Table["$inferInsert"];
    activity: (row: Table["$inferSelect"]) => RecordEntry;
  },
): Promise<Table["$inferSelect"]> {
  const [row] = (await tx
    .insert(options.table)
    .values(options.values as never)
    .returning()) as Table["$inferSelect"][];
  if (!row) throw new Error("The insert wrote no row");
  await recordActivity(tx, actor, options.activity(row));
  return row;
}

// Many records in one statement (insert-by-columns.ts) and one entry each, made from the values
// written (a bulk insert reads nothing back): an import's commit.
export async function createRecords<Table extends PgTable>(
  tx: Executor,
  actor: Actor,
  options: {
    table: Table;
    values: Table["$inferInsert"][];
    activity: (values: Table["$inferInsert"], index: number) => RecordEntry;
  },
): Promise<void> {
  await insertByColumns(tx, options.table, options.values);
  await recordActivities(tx, actor, options.values.map(options.activity));
}
