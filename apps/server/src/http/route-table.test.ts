import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";

// DESIGN.md's list of public routes; everything else under /api must demand a session.
const publicApiRoutes = [
  "POST /api/auth/login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
];

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const concrete = (url: string) =>
  url.replace(/:[a-zA-Z]+/g, "01900000-0000-7000-8000-000000000000").replace(/\*$/, "index.html");

describe("the route table", () => {
  it("marks exactly the documented routes public", () => {
    const publicRoutes = context.app.routeTable
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...publicApiRoutes].sort());
  });

  it("answers 401 without a session on every other /api route", async () => {
    const guarded = context.app.routeTable.filter(
      (route) => route.url.startsWith("/api/") && !route.public && route.method !== "HEAD",
    );
    expect(guarded.length).toBeGreaterThan(8);
    for (const route of guarded) {
      const response = await context.request({
        method: route.method as "GET",
        url: concrete(route.url),
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.headers["content-type"]).toContain("application/problem+json");
    }
  });

  it("keeps the health check public and answers once the database is migrated", async () => {
    const response = await context.request({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
