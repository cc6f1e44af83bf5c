import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { activityLog } from "../../db/schema";

export type Actor = { id: string; fullName: string } | { id: null; fullName: string };

// Called inside the transaction of the write it describes, so the log and the data agree.
export async function recordActivity(
  db: Executor,
  actor: Actor,
  entry: { action: string; entityType: string; entityId: string; summary: string },
): Promise<void> {
  await db.insert(activityLog).values({
    id: uuidv7(),
    administratorId: actor.id,
    actorName: actor.fullName,
    ...entry,
  });
}
