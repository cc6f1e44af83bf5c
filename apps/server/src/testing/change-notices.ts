import { setTimeout as sleep } from "node:timers/promises";
import { changeNoticesOf } from "../db/change-notices";
import type { Database } from "../db/client";

// Waits until `db`'s change notices are listened to (PostgreSQL's listener connects when first
// asked, and pages are verified by their rows' versions until then).
export async function untilChangeNoticesListen(db: Database, timeoutMs = 10_000): Promise<void> {
  const notices = changeNoticesOf(db);
  if (!notices) throw new Error("This database has no change notices");
  const deadline = Date.now() + timeoutMs;
  while ((await notices.counted()) === null) {
    if (Date.now() > deadline) throw new Error(`No change notices listened to within ${timeoutMs} ms`);
    await sleep(20);
  }
}
