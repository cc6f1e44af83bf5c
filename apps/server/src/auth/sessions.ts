import type { SessionUser } from "@loupe/domain/auth";
import type { Permission } from "@loupe/domain/permissions";
import { eq } from "drizzle-orm";
import { administrators, sessions } from "../db/accounts-schema";
import { batchedLoader, isAnyOf } from "../db/batched-reads";
import type { Database, Executor } from "../db/client";
import { createRecord } from "../db/create-record";
import { deleteRecord } from "../db/delete-record";
import { hashToken, newToken } from "./tokens";

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

// Writing last_seen_at on every request would turn each read into a write; a minute is precise
// enough for a two-hour idle timeout.
const touchEveryMs = 60_000;

// Signing in is the session's insert and its 'sign-in' entry, which names the administrator.
export async function createSession(
  db: Database,
  account: { id: string; fullName: string },
  policy: SessionPolicy,
  client: { ipAddress: string; userAgent: string },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.transaction((tx) =>
    createRecord(tx, account, {
      table: sessions,
      values: {
        tokenHash: hashToken(token),
        administratorId: account.id,
        created: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + policy.absoluteHours * 3_600_000),
        ipAddress: client.ipAddress,
        userAgent: client.userAgent.slice(0, 300),
      },
      activity: () => ({
        action: "sign-in",
        entityType: "administrator",
        entityId: account.id,
        subject: account.fullName,
        summary: `${account.fullName} signed in`,
      }),
    }),
  );
  return token;
}

export type SessionLookup =
  | { state: "valid"; user: SessionUser; tokenHash: string }
  | { state: "expired" }
  | { state: "missing" };

type SessionRow = {
  tokenHash: string;
  lastSeenAt: Date;
  expiresAt: Date;
  id: string;
  fullName: string;
  email: string;
  permissions: unknown;
  disabled: boolean;
};

function lookupOf(row: SessionRow | undefined, policy: SessionPolicy, now: Date): SessionLookup {
  if (!row) return { state: "missing" };
  const idleLimit = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (row.disabled || row.expiresAt.getTime() <= now.getTime() || idleLimit <= now.getTime())
    return { state: "expired" };
  return {
    state: "valid",
    tokenHash: row.tokenHash,
    user: {
      id: row.id,
      fullName: row.fullName,
      email: row.email,
      permissions: row.permissions as Permission[],
    },
  };
}

// The sessions of a batch of tokens (by their hashes) in one query; the ended ones deleted and the
// idle ones touched in one statement each.
export async function findSessions(
  db: Database,
  tokenHashes: string[],
  policy: SessionPolicy,
  now = new Date(),
): Promise<Map<string, SessionLookup>> {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: administrators.id,
      fullName: administrators.fullName,
      email: administrators.email,
      permissions: administrators.permissions,
      disabled: administrators.disabled,
    })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.administratorId))
    .where(isAnyOf(sessions.tokenHash, tokenHashes));
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  const found = new Map(tokenHashes.map((hash) => [hash, lookupOf(byHash.get(hash), policy, now)]));
  const ended = rows.filter((row) => found.get(row.tokenHash)?.state === "expired");
  if (ended.length > 0)
    await db.delete(sessions).where(
      isAnyOf(
        sessions.tokenHash,
        ended.map((row) => row.tokenHash),
      ),
    );
  const idle = rows.filter(
    (row) =>
      found.get(row.tokenHash)?.state === "valid" && now.getTime() - row.lastSeenAt.getTime() > touchEveryMs,
  );
  if (idle.length > 0)
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        isAnyOf(
          sessions.tokenHash,
          idle.map((row) => row.tokenHash),
        ),
      );
  return found;
}

// Each request's session, read in batches with the requests that arrived with it (batched-reads.ts):
// one round trip for many requests, and never a session a sign-out on any server has ended.
export function sessionReader(
  db: Database,
  policy: SessionPolicy,
): (token: string) => Promise<SessionLookup> {
  const load = batchedLoader((hashes: string[]) => findSessions(db, hashes, policy));
  return async (token) => (await load(hashToken(token))) ?? { state: "missing" };
}

// Signing out: the session's delete and its 'sign-out' entry (none when it had already ended).
export async function signOut(db: Database, user: SessionUser, tokenHash: string): Promise<void> {
  await db.transaction((tx) =>
    deleteRecord(tx, user, {
      table: sessions,
      where: eq(sessions.tokenHash, tokenHash),
      activity: () => ({
        action: "sign-out",
        entityType: "administrator",
        entityId: user.id,
        subject: user.fullName,
        summary: `${user.fullName} signed out`,
      }),
    }),
  );
}

export async function endSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function endAllSessions(db: Executor, administratorId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.administratorId, administratorId));
}
