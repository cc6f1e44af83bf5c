import { and, isNotNull, lt, or } from "drizzle-orm";
import type { SessionPolicy } from "../auth/sessions";
import { loginAttempts, passwordResetTokens, sessions } from "../db/accounts-schema";
import type { Database } from "../db/client";
import { outbox } from "../db/outbox-schema";

const day = 24 * 3_600_000;

export type ExpiredRecordCleanup = (db: Database, now: Date) => Promise<void>;

// Removes what can no longer be used: ended sessions, sign-in attempts past the throttling window,
// spent or expired links, and outbox messages delivered more than 30 days ago; then whatever the
// areas' own cleanups remove.

export async function removeExpiredRecords(
  db: Database,
  policy: SessionPolicy,
  areaCleanups: readonly ExpiredRecordCleanup[] = [],
  now = new Date(),
): Promise<void> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - day)));
  await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)));
  await db
    .delete(outbox)
    .where(and(isNotNull(outbox.completedAt), lt(outbox.completedAt, new Date(now.getTime() - 30 * day))));
  for (const cleanup of areaCleanups) await cleanup(db, now);
}
