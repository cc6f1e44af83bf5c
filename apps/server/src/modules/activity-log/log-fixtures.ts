import type { ActivityChange } from "@loupe/domain/activity";
import { uuidv7 } from "uuidv7";
import { activityLog } from "../../db/activity-schema";
import type { Executor } from "../../db/client";

// Entries written straight into the log for the area's tests, at chosen times (the app's writes
// stamp now). Append-only still holds: these are inserts.
export type SeedEntry = {
  created: string;
  actor: { id: string | null; fullName: string };
  subject?: string;
  summary?: string;
  entityType?: string;
  changes?: ActivityChange[];
};

export async function seedEntries(db: Executor, entries: SeedEntry[]): Promise<string[]> {
  const rows = entries.map((entry) => ({
    id: uuidv7(),
    created: new Date(entry.created),
    administratorId: entry.actor.id,
    actorName: entry.actor.fullName,
    action: entry.changes ? "update" : "create",
    entityType: entry.entityType ?? "diamond",
    entityId: uuidv7(),
    subject: entry.subject ?? "",
    summary: entry.summary ?? `${entry.actor.fullName} updated diamond ${entry.subject ?? ""}`.trim(),
    changes: entry.changes ?? null,
  }));
  if (rows.length > 0) await db.insert(activityLog).values(rows);
  return rows.map((row) => row.id);
}
