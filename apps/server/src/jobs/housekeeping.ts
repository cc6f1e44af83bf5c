import { and, isNotNull, lt, or } from "drizzle-orm";
import type { SessionPolicy } from "../auth/sessions";
import type { Database } from "../db/client";
import { loginAttempts, outbox, passwordResetTokens, portalInvitations, sessions } from "../db/schema";

const day = 24 * 3_600_000;

// Removes what can no longer be used: ended sessions, sign-in attempts past the throttling window,
// spent or expired links, and outbox messages delivered more than 30 days ago.
export async function removeExpiredRecords(
  db: Database,
  policy: SessionPolicy,
  now = new Date(),
): Promise<void> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - day)));
  await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)));
  await db
    .delete(portalInvitations)
    .where(or(isNotNull(portalInvitations.usedAt), lt(portalInvitations.expiresAt, now)));
  await db
    .delete(outbox)
    .where(and(isNotNull(outbox.completedAt), lt(outbox.completedAt, new Date(now.getTime() - 30 * day))));
}
