import { messages } from "@loupe/domain/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { administrators, loginAttempts, sessions } from "../db/accounts-schema";
import { createTestContext, type TestContext, testPassword } from "../testing/test-app";
import { sessionCookieName } from "./request-guard";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  context.request({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers });

describe("sign in", () => {
  it("starts a session behind an httpOnly cookie and answers who is signed in", async () => {
    const administrator = await context.createAdministrator({ fullName: "Ada Grader" });
    const response = await login(administrator.email.toUpperCase(), testPassword);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: administrator.id, fullName: "Ada Grader" });
    const cookie = response.cookies.find((item) => item.name === sessionCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const session = await context.request({ url: "/api/auth/session", cookie: cookie?.value });
    expect(session.json().user.email).toBe(administrator.email);
    // Only the hash of the token is stored.
    const [stored] = await context.database.db.select().from(sessions);
    expect(stored?.tokenHash).not.toBe(cookie?.value);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("asks for both fields when one is empty", async () => {
    for (const [email, password] of [
      ["", "x"],
      ["a@b.c", ""],
      ["", ""],
    ] as const) {
      const response = await login(email, password);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(response.json().detail).toBe(messages.loginFieldsEmpty);
    }
  });

  it("gives the same answer for a wrong e-mail and a wrong password", async () => {
    const administrator = await context.createAdministrator();
    const wrongEmail = await login("nobody@lab.test", testPassword);
    const wrongPassword = await login(administrator.email, "not the password");
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(wrongEmail.json().detail).toBe(messages.loginFailed);
  });

  it("refuses a disabled account", async () => {
    const administrator = await context.createAdministrator();
    await context.database.db
      .update(administrators)
      .set({ disabled: true })
      .where(eq(administrators.id, administrator.id));
    expect((await login(administrator.email, testPassword)).statusCode).toBe(401);
  });

  it("throttles after 5 failures for one e-mail within 15 minutes, saying when to retry", async () => {
    const administrator = await context.createAdministrator();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(administrator.email, "wrong password")).statusCode).toBe(401);
    }
    const blocked = await login(administrator.email, testPassword);
    expect(blocked.statusCode).toBe(429);
    const retryAt = new Date(blocked.json().retryAt).getTime();
    expect(retryAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(blocked.json().detail).toMatch(
      /^Too many sign-in attempts\. Try again after \d{1,2}:\d{2} (AM|PM)\.$/,
    );
    // Once the failures are older than the window, sign-in works again.
    await context.database.db.update(loginAttempts).set({ at: sql`now() - interval '16 minutes'` });
    expect((await login(administrator.email, testPassword)).statusCode).toBe(200);
  });

  it("throttles after 20 failures from one address across e-mails", async () => {
    const administrator = await context.createAdministrator();
    for (let attempt = 0; attempt < 20; attempt++) {
      await login(`someone-${attempt}@lab.test`, "wrong password");
    }
    expect((await login(administrator.email, testPassword)).statusCode).toBe(429);
    const otherAddress = await login(administrator.email, testPassword, { "x-forwarded-for": "10.0.0.9" });
    // Without TRUST_PROXY the forwarded header is ignored: the address is still the same.
    expect(otherAddress.statusCode).toBe(429);
  });

  it("renews the session on sign-in: the previous token stops working", async () => {
    const administrator = await context.createAdministrator();
    const first = await context.signIn(administrator.email);
    const response = await context.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: administrator.email, password: testPassword },
      cookie: first,
    });
    const second = response.cookies.find((item) => item.name === sessionCookieName)?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await context.request({ url: "/api/auth/session", cookie: first })).statusCode).toBe(401);
    expect((await context.request({ url: "/api/auth/session", cookie: second })).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("end on log out", async () => {
    const { cookie } = await context.signInAsNew();
    const out = await context.request({ method: "POST", url: "/api/auth/logout", cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((item) => item.name === sessionCookieName)?.value).toBe("");
    const after = await context.request({ url: "/api/auth/session", cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe(messages.sessionExpired);
  });

  it("end after two idle hours", async () => {
    const { cookie } = await context.signInAsNew();
    await context.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '121 minutes'` });
    expect((await context.request({ url: "/api/auth/session", cookie })).statusCode).toBe(401);
    expect(await context.database.db.select().from(sessions)).toHaveLength(0);
  });

  it("stay alive while used, and are touched at most once a minute", async () => {
    const { cookie } = await context.signInAsNew();
    await context.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '119 minutes'` });
    expect((await context.request({ url: "/api/auth/session", cookie })).statusCode).toBe(200);
    const [touched] = await context.database.db.select().from(sessions);
    expect(Date.now() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(5_000);
  });

  it("end at the absolute lifetime of 12 hours even when used", async () => {
    const { cookie } = await context.signInAsNew();
    const [session] = await context.database.db.select().from(sessions);
    expect((session?.expiresAt.getTime() ?? 0) - (session?.created.getTime() ?? 0)).toBe(12 * 3_600_000);
    await context.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await context.request({ url: "/api/auth/session", cookie })).statusCode).toBe(401);
  });

  it("end at once when the administrator is disabled or deleted", async () => {
    const disabled = await context.signInAsNew();
    await context.database.db
      .update(administrators)
      .set({ disabled: true })
      .where(eq(administrators.id, disabled.id));
    expect((await context.request({ url: "/api/auth/session", cookie: disabled.cookie })).statusCode).toBe(
      401,
    );

    const deleted = await context.signInAsNew();
    await context.database.db.delete(administrators).where(eq(administrators.id, deleted.id));
    expect((await context.request({ url: "/api/auth/session", cookie: deleted.cookie })).statusCode).toBe(
      401,
    );
  });

  it("ignore a made-up token", async () => {
    const response = await context.request({ url: "/api/administrators", cookie: "made-up-token" });
    expect(response.statusCode).toBe(401);
  });
});

describe("the session cookie over HTTPS", () => {
  it("is Secure when the proxy says the request came over HTTPS", async () => {
    const proxied = await createTestContext({ TRUST_PROXY: "1" });
    try {
      const administrator = await proxied.createAdministrator();
      const response = await proxied.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: administrator.email, password: testPassword },
        headers: { "x-forwarded-proto": "https", origin: "https://localhost:80" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((item) => item.name === sessionCookieName)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
