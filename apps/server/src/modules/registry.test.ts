import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { type PublicPageKind, publicPageKinds } from "@loupe/domain/public-pages/public-page-kind";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { infrastructureOutboxHandlers } from "../jobs/outbox-handlers";
import { createTestContext, type TestContext } from "../testing/test-app";
import {
  type AreaModule,
  collectOutboxHandlers,
  collectPublicPages,
  type OutboxContext,
  type RegisterRoutes,
} from "./area-module";
import { areaModules } from "./registry";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

// The routes a module declares, read from an app of its own.
async function declaredRoutes(register: RegisterRoutes) {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  await register(app, context.services);
  await app.close();
  return routes;
}

const outboxContext = (): OutboxContext => ({
  db: context.services.db,
  mailer: context.services.mailer,
  integrations: context.services.integrations,
  config: context.services.config,
});

// Every modules/<area>/module.ts, found by folder: an area never added to the registry would
// have routes, pages and jobs that never run.
const modulesFolder = import.meta.dirname;
const moduleFolders = readdirSync(modulesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(modulesFolder, entry.name, "module.ts")))
  .map((entry) => entry.name);

describe("the area registry", () => {
  it("lists each module once, under its folder's name", () => {
    const names = areaModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("registers every module.ts of modules/, each under its folder's name", async () => {
    expect(moduleFolders.length).toBeGreaterThanOrEqual(8);
    for (const folder of moduleFolders) {
      const exports: Record<string, unknown> = await import(path.join(modulesFolder, folder, "module.ts"));
      const declared = Object.values(exports);
      expect({ folder, exports: declared.length }).toEqual({ folder, exports: 1 });
      const module = areaModules.find((registered) => registered === declared[0]);
      expect({ folder, registered: module?.name }).toEqual({ folder, registered: folder });
    }
  });

  it("registers every route of every module in the app", async () => {
    const registered = new Set(context.app.routeTable.map((route) => `${route.method} ${route.url}`));
    for (const module of areaModules) {
      for (const register of [module.routes, module.publicRoutes]) {
        if (!register) continue;
        const routes = await declaredRoutes(register);
        expect({ module: module.name, count: routes.length > 0 }).toEqual({
          module: module.name,
          count: true,
        });
        for (const route of routes)
          expect({ module: module.name, route, registered: registered.has(route) }).toEqual({
            module: module.name,
            route,
            registered: true,
          });
      }
    }
  });

  it("gives every outbox kind exactly one handler", () => {
    const kinds = [
      ...Object.keys(infrastructureOutboxHandlers(context.services.mailer)),
      ...areaModules.flatMap((module) => Object.keys(module.outboxHandlers?.(outboxContext()) ?? {})),
    ];
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toContain("mail");
  });

  it("refuses two modules claiming the same outbox kind", () => {
    const claiming = (name: string): AreaModule => ({
      name,
      outboxHandlers: () => ({ twice: async () => {} }),
    });
    expect(() => collectOutboxHandlers([claiming("one"), claiming("two")], outboxContext(), {})).toThrow(
      "Outbox kind twice is claimed twice (module two)",
    );
  });

  it("counts the certificates of every module that has a source", () => {
    const sources = areaModules.flatMap((module) =>
      module.certificateSource ? [module.certificateSource] : [],
    );
    expect(context.services.certificateSources).toEqual(sources);
  });
});

describe("the public pages", () => {
  const page = (kind: PublicPageKind) => ({ kind, find: async () => null });

  it("come from the modules, one per kind, every kind registered", () => {
    const pages = collectPublicPages(areaModules);
    expect(pages.map((entry) => entry.kind).sort()).toEqual([...publicPageKinds].sort());
  });

  it("refuse two modules registering one type", () => {
    const modules: AreaModule[] = [
      { name: "one", publicPage: page("jewelry") },
      { name: "two", publicPage: page("list") },
      { name: "three", publicPage: page("jewelry") },
    ];
    expect(() => collectPublicPages(modules)).toThrow(
      "Public page kind jewelry is claimed twice (module three)",
    );
  });
});
