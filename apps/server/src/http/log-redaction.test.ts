import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createLogger } from "../logger";
import { createTestContext, type TestContext, testOrigin } from "../testing/test-app";
import { redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("drops the whole query of routes whose links carry a secret", () => {
    expect(redactUrl("/reset-password?token=abc&x=1")).toBe("/reset-password?[redacted]");
    expect(redactUrl("/portal/verify?token=abc")).toBe("/portal/verify?[redacted]");
    expect(redactUrl("/portal/verify/?t=abc")).toBe("/portal/verify/?[redacted]");
    expect(redactUrl("/api/auth/reset-password?anything")).toBe("/api/auth/reset-password?[redacted]");
  });

  it("blanks secret-named parameters anywhere and keeps the rest readable", () => {
    expect(redactUrl("/api/diamonds?search=LG1&access_token=abc&limit=50")).toBe(
      "/api/diamonds?search=LG1&access_token=[redacted]&limit=50",
    );
    expect(redactUrl("/x?apiKey=1&Password=2&client_secret=3&sig=4&%74oken=5")).toBe(
      "/x?apiKey=[redacted]&Password=[redacted]&client_secret=[redacted]&sig=4&%74oken=[redacted]",
    );
    expect(redactUrl("/x?%E0%A4%A=1&flag")).toBe("/x?%E0%A4%A=1&flag");
    expect(redactUrl("/login/SECRET-BYPASS?next=/")).toBe("/login/[redacted]?next=/");
    expect(redactUrl("/api/diamonds")).toBe("/api/diamonds");
  });
});

// The real reset and invitation, through an app that logs with the production logger at its most
// talkative level: no token may appear in any line.
describe("the request log", () => {
  let context: TestContext;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    context = await createTestContext({ PUBLIC_BASE_URL: "https://loupe.lab.test" });
    app = await buildApp(context.services, {
      logger: createLogger("trace", { write: (line: string) => lines.push(line) }),
    });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const call = (method: "GET" | "POST", url: string, payload?: object, cookie?: string) =>
    app.inject({
      method,
      url,
      payload,
      headers: { origin: testOrigin, ...(cookie ? { cookie: `loupe_session=${cookie}` } : {}) },
    });
  const mailedLink = async (path: string) => {
    await context.services.outboxWorker.runOnce();
    const text = context.mailer.sent.at(-1)?.text ?? "";
    const match = text.match(new RegExp(`https://loupe\\.lab\\.test(${path}\\?token=([\\w%-]+))`));
    if (!match?.[1] || !match[2]) throw new Error(`no ${path} link in: ${text}`);
    return { url: match[1], token: decodeURIComponent(match[2]) };
  };

  it("never holds a password-reset or invitation token", async () => {
    const administrator = await context.createAdministrator();
    const asked = await call("POST", "/api/auth/forgot-password", { email: administrator.email });
    expect(asked.statusCode).toBe(202);
    const reset = await mailedLink("/reset-password");
    await call("GET", reset.url);
    const changed = await call("POST", "/api/auth/reset-password", {
      token: reset.token,
      password: "a brand new password",
    });
    expect(changed.statusCode).toBe(200);

    const { cookie } = await context.signInAsNew();
    const customer = await call("POST", "/api/customers", { name: "Harbor Lane Boutique" }, cookie);
    const invited = await call(
      "POST",
      `/api/customers/${customer.json().id}/invitation`,
      { email: "buyer@harbor.test" },
      cookie,
    );
    expect(invited.statusCode).toBe(200);
    const invitation = await mailedLink("/portal/verify");
    expect((await call("GET", invitation.url)).statusCode).toBe(302);

    const log = lines.join("\n");
    // The requests were logged, with their secrets cut out.
    expect(log).toContain('"url":"/reset-password?[redacted]"');
    expect(log).toContain('"url":"/portal/verify?[redacted]"');
    for (const secret of [
      reset.token,
      invitation.token,
      encodeURIComponent(reset.token),
      "a brand new password",
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
