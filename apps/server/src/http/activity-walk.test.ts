import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../db/activity-schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { sendAs, type Walk, type WalkRequest, type WriteExample } from "../testing/write-examples";

// Every write route of the app, now or added later, is walked: its declared example must answer
// 2xx and add exactly the entries it declares (one per record written), and its failing example
// must answer 4xx and add none. A route with no example fails, so no area adds an unlogged write.

const serverFolder = path.resolve(import.meta.dirname, "..");
const modulesFolder = path.join(serverFolder, "modules");
const exampleFiles = [
  path.join(serverFolder, "auth/write-examples.ts"),
  ...readdirSync(modulesFolder)
    .map((folder) => path.join(modulesFolder, folder, "write-examples.ts"))
    .filter((file) => existsSync(file)),
];
const examples: WriteExample[] = [];
for (const file of exampleFiles) {
  const { writeExamples } = (await import(file)) as { writeExamples: WriteExample[] };
  examples.push(...writeExamples);
}

let context: TestContext;
let walk: Walk;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
// An empty database and a new super administrator signed in, for each example and its failing one.
async function startWalk() {
  await context.reset();
  const { cookie, id, email } = await context.signInAsNew();
  walk = {
    context,
    cookie,
    administrator: { id, email },
    prepare: async (request) => {
      const response = await sendAs(walk, request);
      if (response.statusCode >= 300)
        throw new Error(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`);
      return response.body ? response.json() : {};
    },
  };
}
beforeEach(startWalk);

const writeRoutes = () =>
  context.app.routeTable
    .filter((route) => route.url.startsWith("/api/") && route.method !== "GET" && route.method !== "HEAD")
    .map((route) => `${route.method} ${route.url}`);

// The request must be the route's: its method, and its path with each :parameter filled.
function expectRequestOf(route: string, request: WalkRequest) {
  const [method, url = ""] = route.split(" ");
  const pattern = new RegExp(`^${url.replace(/:[a-zA-Z]+/g, "[^/?]+")}(\\?.*)?$`);
  expect({ route, method: request.method, matches: pattern.test(request.url) }).toEqual({
    route,
    method,
    matches: true,
  });
}

// Sends the request and answers its status and the entries it added, in the order written.
async function entriesAdded(request: WalkRequest) {
  const before = new Set(
    (await context.database.db.select({ id: activityLog.id }).from(activityLog)).map(({ id }) => id),
  );
  const response = await sendAs(walk, request);
  const all = await context.database.db.select().from(activityLog).orderBy(asc(activityLog.id));
  const added = all
    .filter((entry) => !before.has(entry.id))
    .map(({ action, entityType, subject }) => ({ action, entityType, subject }));
  return { status: response.statusCode, body: response.body, added };
}

const sortedEntries = <Entry extends { action: string; entityType: string; subject: string }>(
  entries: Entry[],
) =>
  [...entries].sort((a, b) =>
    `${a.action} ${a.entityType} ${a.subject}`.localeCompare(`${b.action} ${b.entityType} ${b.subject}`),
  );

describe("the activity walk", () => {
  it("has exactly one example for every write route under /api, and none for a route that is not there", () => {
    const declared = examples.map((example) => example.route);
    expect(new Set(declared).size).toBe(declared.length);
    const routes = writeRoutes();
    expect(routes.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(examples.map((example) => [example.route, example] as const))(
    "%s: the example answers 2xx with its entries, the failing one 4xx with none",
    async (route, example) => {
      if ("writesNoEntry" in example) {
        expect(example.writesNoEntry.length).toBeGreaterThan(10);
        const { request } = await example.valid(walk);
        expectRequestOf(route, request);
        const written = await entriesAdded(request);
        expect(
          { route, status: Math.floor(written.status / 100), added: written.added },
          written.body,
        ).toEqual({
          route,
          status: 2,
          added: [],
        });
        return;
      }
      const { request, entries } = await example.valid(walk);
      expectRequestOf(route, request);
      expect(entries.length).toBeGreaterThan(0);
      const written = await entriesAdded(request);
      expect(
        { route, status: Math.floor(written.status / 100), added: sortedEntries(written.added) },
        written.body,
      ).toEqual({ route, status: 2, added: sortedEntries(entries) });

      await startWalk();
      const refused = await example.invalid(walk);
      expectRequestOf(route, refused);
      const failed = await entriesAdded(refused);
      // Refused for what it says, not for want of a session (unless it sends none on purpose).
      const lostSession = refused.cookie !== null && failed.status === 401;
      expect(
        { route, status: Math.floor(failed.status / 100), lostSession, added: failed.added },
        failed.body,
      ).toEqual({ route, status: 4, lostSession: false, added: [] });
    },
  );
});
