import type { ActivityEntry } from "@loupe/domain/activity";
import { uuidv7 } from "uuidv7";
import { activityLog } from "./activity-schema";
import type { Executor } from "./client";

export type { ActivityEntry } from "@loupe/domain/activity";
// What an entry says before its changed fields are added (a helper works those out).
export type RecordEntry = Omit<ActivityEntry, "changes">;
export type Actor = { id: string; fullName: string } | { id: null; fullName: string };

// The only writer of the activity log, called by the record helpers beside it (create-record,
// versioned-update, delete-record, locked-bulk-update; biome.json refuses it anywhere else) inside
// the transaction of the write it describes, so the log and the data agree: a write that rolls
// back leaves no entry.
export async function recordActivity(db: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await recordActivities(db, actor, [entry]);
}

// One entry per record a bulk write touched, in one statement.
export async function recordActivities(db: Executor, actor: Actor, entries: ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(activityLog).values(
    entries.map((entry) => ({
      id: uuidv7(),
      administratorId: actor.id,
      actorName: actor.fullName,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      subject: entry.subject,
      summary: entry.summary,
      changes: entry.changes && entry.changes.length > 0 ? entry.changes : null,
    })),
  );
}
