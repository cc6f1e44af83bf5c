import type { ActivityChange } from "@loupe/domain/activity";
import type { SessionUser } from "@loupe/domain/auth";
import { formatDateTime } from "@loupe/domain/formatting";
import { messages } from "@loupe/domain/messages";
import { eq, type SQL } from "drizzle-orm";
import { alias, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import { conflict, type HttpProblem } from "../http/problem";
import { administrators } from "./accounts-schema";
import type { Executor } from "./client";
import { loggedChanges } from "./logged-changes";
import { type RecordEntry, recordActivity } from "./record-activity";

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };
type VersionedRow = { id: string; version: number; updatedAt: Date };

// What the entry says may depend on what the update changed (an administrator's permissions alone
// are a 'permission-change'); its changed fields are added here either way.
type VersionedEntry<Row> =
  | RecordEntry
  | ((written: { before: Row; after: Row; changes: ActivityChange[] }) => RecordEntry);

// Optimistic concurrency for every edit form (docs/design.md: writes carry the record's version): the
// row is locked, a stale version gets 409 naming who changed it and when, the version goes up and
// the activity log hears of it with each written field's value before → after, all in the
// caller's transaction. Returns the row as it was and as
// it was written.
export async function versionedUpdate<Table extends VersionedTable>(
  tx: Executor,
  options: {
    table: Table;
    where: SQL | undefined;
    version: number;
    actor: SessionUser;
    missing: () => HttpProblem;
    // Checks that need the locked row or the transaction, run after the version matched.
    check?: (current: Table["$inferSelect"]) => Promise<void>;
    set: (current: Table["$inferSelect"]) => Partial<Table["$inferInsert"]>;
    // The changed fields are worked out here from what `set` wrote.
    activity: VersionedEntry<Table["$inferSelect"]>;
    // Written fields too large for a log line (an imperfection map's design): their change shows
    // through a field derived from them.
    unloggedFields?: readonly string[];
  },
): Promise<{ before: Table["$inferSelect"]; after: Table["$inferSelect"] }> {
  const { table, actor } = options;
  const editor = alias(administrators, "editor");
  const [current] = (await tx
    .select({ row: table as PgTable, editorName: editor.fullName })
    .from(table as PgTable)
    .leftJoin(editor, eq(editor.id, table.updatedBy))
    .where(options.where)
    .for("update", { of: table as PgTable })) as {
    row: Table["$inferSelect"] & VersionedRow;
    editorName: string | null;
  }[];
  if (!current) throw options.missing();
  if (current.row.version !== options.version) {
    throw conflict(
      messages.staleRecord(
        current.editorName ?? "another administrator",
        formatDateTime(current.row.updatedAt),
      ),
    );
  }
  await options.check?.(current.row);
  const written = options.set(current.row);
  const [after] = (await tx
    .update(table as PgTable)
    .set({
      ...written,
      updatedAt: new Date(),
      updatedBy: actor.id,
      version: current.row.version + 1,
    } as never)
    .where(eq(table.id, current.row.id))
    .returning()) as Table["$inferSelect"][];
  const result = after ?? current.row;
  const logged = Object.keys(written).filter((field) => !options.unloggedFields?.includes(field));
  const changes = loggedChanges(current.row, result, logged);
  const { activity } = options;
  const entry =
    typeof activity === "function" ? activity({ before: current.row, after: result, changes }) : activity;
  await recordActivity(tx, actor, { ...entry, changes });
  return { before: current.row, after: result };
}
