import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts, passwordResetTokens, sessions } from "../db/accounts-schema";
import { outbox } from "../db/outbox-schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { removeExpiredRecords } from "./housekeeping";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

describe("housekeeping", () => {
  it("removes ended sessions, old sign-in attempts and spent links, and keeps what is still in use", async () => {
    const { db } = context.database;
    const live = await context.signInAsNew();
    const idle = await context.signInAsNew();
    await db.execute(sql`update sessions set last_seen_at = now() - interval '3 hours'
      where administrator_id = ${idle.id}`);
    await context.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "nobody@lab.test", password: "wrong password" },
    });
    await db.update(loginAttempts).set({ at: sql`now() - interval '2 days'` });
    await context.request({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: live.email },
    });
    await db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    await context.services.outboxWorker.runOnce();
    await db.update(outbox).set({ completedAt: sql`now() - interval '31 days'` });

    await removeExpiredRecords(db, context.services.sessionPolicy);

    const remaining = await db.select().from(sessions);
    expect(remaining.map((session) => session.administratorId)).toEqual([live.id]);
    expect((await context.request({ url: "/api/auth/session", cookie: live.cookie })).statusCode).toBe(200);
    // The two sign-ins above are recent, so they stay for the throttling window.
    expect((await db.select().from(loginAttempts)).every((attempt) => attempt.succeeded)).toBe(true);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(0);
    expect(await db.select().from(outbox)).toHaveLength(0);
  });
});
