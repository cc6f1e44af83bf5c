import { messages } from "@loupe/domain/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../db/accounts-schema";
import { outbox } from "../db/outbox-schema";
import { createTestContext, type TestContext, testPassword } from "../testing/test-app";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ PUBLIC_BASE_URL: "https://loupe.lab.test" });
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const forgot = (email: string) =>
  context.request({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
const reset = (token: string, password: string) =>
  context.request({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });

async function mailedToken(): Promise<string> {
  await context.services.outboxWorker.runOnce();
  const mail = context.mailer.sent.at(-1);
  const match = mail?.text.match(/https:\/\/loupe\.lab\.test\/reset-password\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
  return decodeURIComponent(match[1]);
}

describe("forgot password", () => {
  it("asks for an e-mail when it is empty", async () => {
    const response = await forgot("  ");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(messages.resetEmailEmpty);
  });

  it("answers the same whether or not the account exists, and mails only a real one", async () => {
    const administrator = await context.createAdministrator({ fullName: "Rita Reset" });
    const unknown = await forgot("nobody@lab.test");
    const known = await forgot(administrator.email);
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await context.services.outboxWorker.runOnce();
    expect(context.mailer.sent).toHaveLength(1);
    expect(context.mailer.sent[0]).toMatchObject({
      to: administrator.email,
      subject: "Reset your Loupe password",
    });
    expect(context.mailer.sent[0]?.text).toContain("Hello Rita Reset");
    const [delivered] = await context.database.db.select().from(outbox);
    expect(delivered?.status).toBe("done");
  });
});

describe("reset password", () => {
  it("sets the new password once, ends every session, and refuses the link afterwards", async () => {
    const administrator = await context.createAdministrator();
    const otherSession = await context.signIn(administrator.email);
    await forgot(administrator.email);
    const token = await mailedToken();

    const tooShort = await reset(token, "short");
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors[0].message).toBe(messages.passwordTooShort);

    const done = await reset(token, "a brand new password");
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(messages.passwordChanged);
    expect((await context.request({ url: "/api/auth/session", cookie: otherSession })).statusCode).toBe(401);
    const oldPassword = await context.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: administrator.email, password: testPassword },
    });
    expect(oldPassword.statusCode).toBe(401);
    await context.signIn(administrator.email, "a brand new password");

    const reused = await reset(token, "yet another password");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe(messages.resetLinkInvalid);
  });

  it("refuses a link older than one hour", async () => {
    const administrator = await context.createAdministrator();
    await forgot(administrator.email);
    const token = await mailedToken();
    await context.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await reset(token, "a brand new password")).statusCode).toBe(400);
  });

  it("refuses a made-up token", async () => {
    const response = await reset("not-a-token", "a brand new password");
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.resetLinkInvalid);
  });

  it("stores only the hash of the token and makes links valid for one hour", async () => {
    const administrator = await context.createAdministrator();
    await forgot(administrator.email);
    const token = await mailedToken();
    const [stored] = await context.database.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).not.toBe(token);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.created.getTime() ?? 0);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(2_000);
  });
});
