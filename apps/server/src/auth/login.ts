import type { SessionUser } from "@loupe/domain/auth";
import type { Permission } from "@loupe/domain/permissions";
import { eq } from "drizzle-orm";
import { administrators } from "../db/accounts-schema";
import type { Database } from "../db/client";
import { recordLoginAttempt, retryAtIfThrottled } from "./login-throttle";
import { verifyDecoy, verifyPassword } from "./password";
import { createSession, type SessionPolicy } from "./sessions";

type Client = { ipAddress: string; userAgent: string };

export type LoginOutcome =
  | { kind: "throttled"; retryAt: Date }
  | { kind: "failed" }
  | {
      kind: "succeeded";
      user: SessionUser;
      startSession: (policy: SessionPolicy, client: Client) => Promise<string>;
    };

export async function authenticate(
  db: Database,
  attempt: { email: string; password: string; ipAddress: string },
): Promise<LoginOutcome> {
  const email = attempt.email.trim().toLowerCase();
  const retryAt = await retryAtIfThrottled(db, email, attempt.ipAddress);
  if (retryAt) return { kind: "throttled", retryAt };

  const [account] = await db.select().from(administrators).where(eq(administrators.email, email));
  let passwordMatches = false;
  if (account) passwordMatches = await verifyPassword(account.passwordHash, attempt.password);
  else await verifyDecoy(attempt.password);
  const succeeded = Boolean(account && !account.disabled && passwordMatches);
  await recordLoginAttempt(db, { email, ipAddress: attempt.ipAddress, succeeded });
  if (!account || !succeeded) return { kind: "failed" };

  const user: SessionUser = {
    id: account.id,
    fullName: account.fullName,
    email: account.email,
    permissions: account.permissions as Permission[],
  };
  return {
    kind: "succeeded",
    user,
    startSession: (policy, client) => createSession(db, account, policy, client),
  };
}
