import { messages } from "@loupe/domain/messages";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { administrators } from "../db/accounts-schema";
import { createLogger } from "../logger";
import { createTestContext, type TestContext, testPassword } from "../testing/test-app";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

describe("request safety", () => {
  it("refuses state changes from another origin or without one", async () => {
    const administrator = await context.createAdministrator();
    const payload = { email: administrator.email, password: testPassword };
    const foreign = await context.request({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBe(messages.crossSiteRefused);
    const bare = await context.app.inject({ method: "POST", url: "/api/auth/login", payload });
    expect(bare.statusCode).toBe(403);
    const sameSite = await context.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it("sends security headers", async () => {
    const response = await context.request({ url: "/healthz" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["strict-transport-security"]).toBeDefined();
  });

  it("limits body size with a 413 problem", async () => {
    const response = await context.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.c", password: "x".repeat(2_000_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toContain("application/problem+json");
  });

  it("answers unknown API paths with a 404 problem", async () => {
    const { cookie } = await context.signInAsNew();
    const response = await context.request({ url: "/api/nothing-here", cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe("Not Found");
  });

  it("never writes a password or its hash to the log", async () => {
    const lines: string[] = [];
    const logger = createLogger("trace", { write: (line: string) => lines.push(line) });
    const { buildApp } = await import("../app");
    const app = await buildApp(context.services, { logger });
    const administrator = await context.createAdministrator();
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: administrator.email, password: testPassword },
      headers: { origin: "http://localhost:80" },
    });
    await app.close();
    const [row] = await context.database.db.select().from(administrators);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("\n")).not.toContain(testPassword);
    expect(lines.join("\n")).not.toContain(row?.passwordHash);
  });
});
