import { messages } from "@loupe/domain/messages";
import { and, eq } from "drizzle-orm";
import { administrators, passwordResetTokens } from "../db/accounts-schema";
import type { Database } from "../db/client";
import { lockedBulkUpdate } from "../db/locked-bulk-update";
import { badRequest } from "../http/problem";
import { enqueue } from "../jobs/outbox";
import { hashPassword } from "./password";
import { endAllSessions } from "./sessions";
import { claimSingleUseToken } from "./single-use-token";
import { hashToken, newToken } from "./tokens";

export const resetLinkLifetimeMs = 60 * 60_000;

// Answers the same whether or not the account exists; only an existing, enabled one gets mail.
export async function requestPasswordReset(
  db: Database,
  email: string,
  publicBaseUrl: string,
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [account] = await db
    .select({ id: administrators.id, fullName: administrators.fullName, disabled: administrators.disabled })
    .from(administrators)
    .where(eq(administrators.email, normalized));
  if (!account || account.disabled) return;
  const token = newToken();
  const link = `${publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      administratorId: account.id,
      expiresAt: new Date(Date.now() + resetLinkLifetimeMs),
    });
    await enqueue(tx, "mail", {
      to: normalized,
      subject: "Reset your Loupe password",
      text:
        `Hello ${account.fullName},\n\nSomeone asked to reset the password of your Loupe account. ` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        "If it was not you, ignore this e-mail; your password stays as it is.\n",
    });
  });
}

export async function resetPassword(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const claimed = await claimSingleUseToken(tx, passwordResetTokens, token, {
      administratorId: passwordResetTokens.administratorId,
    });
    if (!claimed) throw badRequest(messages.resetLinkInvalid);
    const [account] = await tx
      .select({ id: administrators.id, fullName: administrators.fullName })
      .from(administrators)
      .where(eq(administrators.id, claimed.administratorId));
    if (!account) throw badRequest(messages.resetLinkInvalid);
    // The account resets its own password: it is the entry's actor.
    await lockedBulkUpdate(tx, account, {
      table: administrators,
      where: and(eq(administrators.id, account.id), eq(administrators.disabled, false)),
      missing: () => badRequest(messages.resetLinkInvalid),
      set: () => ({ passwordHash, updatedAt: new Date() }),
      activity: () => ({
        action: "password-reset",
        entityType: "administrator",
        entityId: account.id,
        subject: account.fullName,
        summary: `${account.fullName} reset their password`,
      }),
    });
    await endAllSessions(tx, account.id);
  });
}
