import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { administrators, sessions } from "../db/accounts-schema";
import { createTestContext, type TestContext } from "../testing/test-app";

// Session checks that arrive together are read in one query (sessions.ts, decision 0031): each must
// still be answered as its own session, a signed-out or disabled one refused at once, and an idle
// one touched once however many of its requests came together.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const check = (cookie: string) => context.request({ url: "/api/auth/session", cookie });

describe("session checks read together", () => {
  it("answers each request as its own administrator and refuses the ended sessions in the same batch", async () => {
    const ada = await context.signInAsNew();
    const bo = await context.signInAsNew();
    const signedOut = await context.signInAsNew();
    const disabled = await context.signInAsNew();
    expect(
      (await context.request({ method: "POST", url: "/api/auth/logout", cookie: signedOut.cookie }))
        .statusCode,
    ).toBe(204);
    await context.database.db
      .update(administrators)
      .set({ disabled: true })
      .where(eq(administrators.id, disabled.id));

    const cookies = [ada.cookie, bo.cookie, signedOut.cookie, disabled.cookie, "not-a-session", ada.cookie];
    const answers = await Promise.all(cookies.map(check));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 401, 401, 401, 200]);
    expect(answers[0]?.json().user.email).toBe(ada.email);
    expect(answers[1]?.json().user.email).toBe(bo.email);
    expect(answers[5]?.json().user.email).toBe(ada.email);
    expect(answers[2]?.json().detail).toBe(messages.sessionExpired);
    // The disabled administrator's session is ended, not just refused.
    const left = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.administratorId, disabled.id));
    expect(left).toEqual([]);
  });

  it("touches an idle session once when many of its requests come together", async () => {
    const ada = await context.signInAsNew();
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await context.database.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(sessions.administratorId, ada.id));
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(ada.cookie)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const [session] = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.administratorId, ada.id));
    expect(session?.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });
});
