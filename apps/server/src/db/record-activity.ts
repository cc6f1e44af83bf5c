import { uuidv7 } from "uuidv7";
import { activityLog } from "./activity-schema";
import type { Executor } from "./client";

export type Actor = { id: string; fullName: string } | { id: null; fullName: string };
export type ActivityEntry = { action: string; entityType: string; entityId: string; summary: string };

// Called inside the transaction of the write it describes, so the log and the data agree.
export async function recordActivity(db: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    id: uuidv7(),
    administratorId: actor.id,
    actorName: actor.fullName,
    ...entry,
  });
}
