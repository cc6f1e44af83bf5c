import { messages } from "@loupe/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestContext, type TestContext } from "../testing/test-app";
import type { AreaModule } from "./area-module";
import { areaModules } from "./registry";

// The real app with one more area: it declares a permission and adds a hook of its own.
const probe: AreaModule = {
  name: "probe",
  permission: "view_activity_log",
  routes: async (app) => {
    app.addHook("onSend", async (_request, reply) => {
      reply.header("x-probe-area", "yes");
    });
    app.get("/api/probe", async () => ({ read: true }));
    app.post(
      "/api/probe",
      { schema: { body: z.object({ name: z.string().min(1) }) } },
      async (_request, reply) => reply.status(201).send({ written: true }),
    );
  },
};

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({}, { modules: [...areaModules, probe] });
});
afterAll(() => context.close());

describe("an area's scope", () => {
  it("refuses every route of a permissioned area to an administrator without it, before reading the body", async () => {
    const { cookie } = await context.signInAsNew(["super_admin", "edit_attributes"]);
    for (const request of [
      { method: "GET" as const, url: "/api/probe" },
      { method: "POST" as const, url: "/api/probe", payload: { name: "" } },
      { method: "POST" as const, url: "/api/probe", payload: { name: "ok" } },
    ]) {
      const response = await context.request({ ...request, cookie });
      expect(response.statusCode).toBe(403);
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(response.json()).toMatchObject({ status: 403, title: "Forbidden", detail: messages.forbidden });
    }
  });

  it("lets a holder in, and still asks for a session first", async () => {
    const { cookie } = await context.signInAsNew(["view_activity_log"]);
    expect((await context.request({ url: "/api/probe", cookie })).json()).toEqual({ read: true });
    const bad = await context.request({ method: "POST", url: "/api/probe", cookie, payload: { name: "" } });
    expect(bad.statusCode).toBe(400);
    const good = await context.request({
      method: "POST",
      url: "/api/probe",
      cookie,
      payload: { name: "ok" },
    });
    expect(good.statusCode).toBe(201);
    expect((await context.request({ url: "/api/probe" })).statusCode).toBe(401);
  });

  it("keeps the area's hook and permission inside it", async () => {
    const { cookie } = await context.signInAsNew([]);
    expect((await context.request({ url: "/api/dashboard", cookie })).statusCode).toBe(200);
    const holder = await context.signInAsNew(["view_activity_log"]);
    const own = await context.request({ url: "/api/probe", cookie: holder.cookie });
    expect(own.headers["x-probe-area"]).toBe("yes");
    const other = await context.request({ url: "/api/dashboard", cookie: holder.cookie });
    expect(other.statusCode).toBe(200);
    expect(other.headers["x-probe-area"]).toBeUndefined();
  });

  it("marks the area's routes with it and its permission in the route table, URLs unchanged", () => {
    const probe = context.app.routeTable.filter((route) => route.area === "probe");
    expect(probe.map((route) => `${route.method} ${route.url} ${route.permissions.join()}`).sort()).toEqual([
      "GET /api/probe view_activity_log",
      "HEAD /api/probe view_activity_log",
      "POST /api/probe view_activity_log",
    ]);
  });
});
