import { and, count, eq, gte, min } from "drizzle-orm";
import { loginAttempts } from "../db/accounts-schema";
import type { Executor } from "../db/client";

// Failed sign-ins allowed within the window before further attempts are refused (429).
export const throttleWindowMs = 15 * 60_000;
export const maxFailuresPerEmail = 5;
export const maxFailuresPerAddress = 20;

export async function retryAtIfThrottled(
  db: Executor,
  email: string,
  ipAddress: string,
  now = new Date(),
): Promise<Date | null> {
  const since = new Date(now.getTime() - throttleWindowMs);
  const failures = async (match: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(match, eq(loginAttempts.succeeded, false), gte(loginAttempts.at, since)));
    return { failures: row?.failures ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  };
  const byEmail = await failures(eq(loginAttempts.email, email));
  const byAddress = await failures(eq(loginAttempts.ipAddress, ipAddress));
  const blocked = [
    byEmail.failures >= maxFailuresPerEmail ? byEmail.oldest : null,
    byAddress.failures >= maxFailuresPerAddress ? byAddress.oldest : null,
  ].filter((value): value is Date => value !== null);
  if (blocked.length === 0) return null;
  const latest = Math.max(...blocked.map((date) => date.getTime()));
  return new Date(latest + throttleWindowMs);
}

export async function recordLoginAttempt(
  db: Executor,
  attempt: { email: string; ipAddress: string; succeeded: boolean },
  now = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, at: now });
}
