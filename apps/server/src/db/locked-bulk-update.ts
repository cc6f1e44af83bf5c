import { asc, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { HttpProblem } from "../http/problem";
import type { Executor } from "./client";
import { loggedChanges } from "./logged-changes";
import { type Actor, type RecordEntry, recordActivities } from "./record-activity";

type Row = Record<string, unknown>;

// The column that names a record: `id`, or the key given (a SKU's settings are keyed by the SKU).
function keyOf(table: PgTable, key: PgColumn | undefined): { column: PgColumn; field: string } {
  const columns = Object.entries(getTableColumns(table));
  const found = key
    ? columns.find(([, column]) => column === key)
    : columns.find(([field]) => field === "id");
  if (!found) throw new Error("lockedBulkUpdate: the table has no id column and no key was given");
  return { field: found[0], column: found[1] };
}

// An update of the records `where` finds, without a version from a form (an order line's other
// records, a printed card, a portal invitation, a password reset): the rows are locked
// FOR UPDATE in id order (so two bulk writes over overlapping records wait for each other instead
// of deadlocking), `check` may refuse them, one statement writes `set` (a value may be SQL, such as
// `version + 1`), and each record written gets one entry with its changed fields before → after,
// all in the caller's transaction. Nothing found: `missing`'s problem, or, without one, no write.
// Answers each record as it was and as written, in id order.
export async function lockedBulkUpdate<Table extends PgTable>(
  tx: Executor,
  actor: Actor,
  options: {
    table: Table;
    key?: PgColumn;
    where: SQL | undefined;
    missing?: () => HttpProblem;
    check?: (rows: Table["$inferSelect"][]) => void | Promise<void>;
    set: (rows: Table["$inferSelect"][]) => Partial<Record<keyof Table["$inferInsert"], unknown>>;
    activity: (after: Table["$inferSelect"], before: Table["$inferSelect"]) => RecordEntry;
  },
): Promise<{ before: Table["$inferSelect"]; after: Table["$inferSelect"] }[]> {
  const { table } = options;
  const key = keyOf(table, options.key);
  const locked = (await tx
    .select()
    .from(table as PgTable)
    .where(options.where)
    .orderBy(asc(key.column))
    .for("update")) as (Table["$inferSelect"] & Row)[];
  if (locked.length === 0) {
    if (options.missing) throw options.missing();
    return [];
  }
  await options.check?.(locked);
  const set = options.set(locked);
  const updated = (await tx
    .update(table)
    .set(set as never)
    .where(
      inArray(
        key.column,
        locked.map((row) => row[key.field]),
      ),
    )
    .returning()) as (Table["$inferSelect"] & Row)[];
  const after = new Map(updated.map((row) => [row[key.field], row]));
  const written = locked.map((before) => ({ before, after: after.get(before[key.field]) ?? before }));
  await recordActivities(
    tx,
    actor,
    written.map(({ before, after }) => ({
      ...options.activity(after, before),
      changes: loggedChanges(before, after, Object.keys(set)),
    })),
  );
  return written;
}
