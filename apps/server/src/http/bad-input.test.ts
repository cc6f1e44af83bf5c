import { newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityLog,
  administrators,
  companies,
  diamondImperfections,
  jewelry,
  outbox,
  passwordResetTokens,
  portalInvitations,
  sessions,
  shippingSaveAnswers,
} from "../db/schema";
import { createTestContext, type TestContext } from "../testing/test-app";

let context: TestContext;
let cookie: string;
let targetId: string;
let companyId: string;
let mapId: string;
beforeAll(async () => {
  context = await createTestContext();
  // view_billing too: the billing list and its writes join the walks.
  cookie = (await context.signInAsNew(["super_admin", "view_billing"])).cookie;
  targetId = (await context.createAdministrator({ permissions: [] })).id;
  const created = await context.request({
    method: "POST",
    url: "/api/clients",
    payload: { name: "Fuzz Client", email: "fuzz@lab.test", representativeName: "Fuzz" },
    cookie,
  });
  companyId = created.json().id;
  const map = await context.request({
    method: "POST",
    url: "/api/imperfections",
    payload: {
      name: "Fuzz plot",
      shape: "Round",
      displayImperfectionIcons: true,
      design: { canvas_data: [newDesignSymbol("cloud")] },
    },
    cookie,
  });
  mapId = map.json().id;
});
afterAll(() => context.close());

const endpoints = () => [
  { method: "POST" as const, url: "/api/auth/login" },
  { method: "POST" as const, url: "/api/auth/forgot-password" },
  { method: "POST" as const, url: "/api/auth/reset-password" },
  { method: "POST" as const, url: "/api/administrators" },
  { method: "PUT" as const, url: `/api/administrators/${targetId}` },
  { method: "POST" as const, url: "/api/clients" },
  { method: "POST" as const, url: "/api/customers" },
  { method: "PUT" as const, url: `/api/clients/${companyId}` },
  { method: "POST" as const, url: `/api/clients/${companyId}/invitation` },
  { method: "PUT" as const, url: `/api/clients/${companyId}/portal-credentials` },
  { method: "POST" as const, url: "/api/imperfections" },
  { method: "PUT" as const, url: `/api/imperfections/${mapId}` },
  { method: "PUT" as const, url: `/api/imperfections/${mapId}/connection` },
  { method: "POST" as const, url: "/api/shipping/save" },
  { method: "PUT" as const, url: "/api/billing/client" },
  { method: "POST" as const, url: "/api/billing/export-selected.csv" },
];

// Any JSON value except a well-formed request: wrong types, missing and extra fields, huge strings.
const malformedBody = fc.oneof(
  fc.anything(),
  fc.record(
    {
      email: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      password: fc.oneof(fc.string({ maxLength: 9 }), fc.integer(), fc.constant(null)),
      fullName: fc.oneof(fc.constant(""), fc.integer(), fc.string({ minLength: 121, maxLength: 200 })),
      phone: fc.oneof(fc.string(), fc.integer()),
      permissions: fc.oneof(fc.array(fc.string()), fc.string()),
      version: fc.oneof(fc.string(), fc.double(), fc.constant(-1)),
      token: fc.oneof(fc.constant(""), fc.integer()),
      name: fc.oneof(fc.constant(" "), fc.integer(), fc.string({ minLength: 201, maxLength: 260 })),
      representativeName: fc.oneof(fc.constant(""), fc.boolean()),
      logoFileId: fc.oneof(fc.string(), fc.uuid(), fc.integer()),
      pinned: fc.oneof(fc.string(), fc.integer()),
      barcodeDashes: fc.oneof(fc.string(), fc.integer()),
      website: fc.oneof(fc.string(), fc.integer(), fc.constant("javascript:alert(1)")),
      shape: fc.oneof(fc.string(), fc.constant("Round")),
      displayImperfectionIcons: fc.oneof(fc.string(), fc.boolean()),
      design: fc.oneof(
        fc.anything(),
        fc.record({ canvas_data: fc.array(fc.record({ label: fc.string(), left: fc.double() })) }),
      ),
      diamondId: fc.oneof(fc.string(), fc.integer()),
      idempotencyKey: fc.oneof(fc.string(), fc.integer()),
      processedBy: fc.oneof(fc.constant(" "), fc.integer(), fc.string({ minLength: 121, maxLength: 200 })),
      itemIds: fc.oneof(fc.array(fc.string()), fc.string()),
      manualItems: fc.oneof(
        fc.array(fc.record({ clientId: fc.string(), jewelryType: fc.string() })),
        fc.string(),
      ),
    },
    { requiredKeys: [] },
  ),
);

async function rowCounts() {
  const tables = [
    administrators,
    sessions,
    passwordResetTokens,
    outbox,
    activityLog,
    companies,
    portalInvitations,
    diamondImperfections,
    jewelry,
    shippingSaveAnswers,
  ];
  return Promise.all(
    tables.map(async (table) => (await context.database.db.select({ n: count() }).from(table))[0]?.n),
  );
}

describe("malformed requests", () => {
  it("always get a 4xx problem with a message and write nothing", async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints()), malformedBody, async (endpoint, body) => {
        const response = await context.request({
          ...endpoint,
          payload: JSON.stringify(body) ?? "null",
          cookie,
          headers: { "content-type": "application/json" },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.headers["content-type"]).toContain("application/problem+json");
        expect(response.json().detail.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    // Failed sign-ins are recorded for throttling on purpose; nothing else may change.
    const after = await rowCounts();
    expect(after).toEqual(before);
  });

  it("bad list queries get 400, never 500, on every list", async () => {
    const lists = [
      "/api/administrators",
      "/api/clients",
      "/api/customers",
      "/api/imperfections",
      "/api/shipping-log",
      "/api/orders",
      "/api/billing",
    ];
    // The orders report and billing need view_billing besides.
    const listCookie = (await context.signInAsNew(["super_admin", "view_billing"])).cookie;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.record({
          limit: fc.oneof(fc.string(), fc.integer({ min: -5, max: 5000 })),
          sort: fc.oneof(
            fc.string(),
            fc.constantFrom("created:sideways", "password:asc", "fullName:asc", "name:desc"),
          ),
          cursor: fc.oneof(fc.string(), fc.base64String()),
          direction: fc.string(),
          search: fc.string({ maxLength: 200 }),
          shapes: fc.oneof(fc.string(), fc.constant("Round,Oval,")),
          imperfections: fc.oneof(fc.string(), fc.constant("cloud,,nick")),
          status: fc.string(),
          searchType: fc.oneof(fc.string(), fc.constantFrom("orderNumber", "trackingNumber")),
          customerId: fc.oneof(fc.string(), fc.uuid()),
          shippedTo: fc.oneof(
            fc.string(),
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          ),
          createdFrom: fc.oneof(
            fc.string(),
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          ),
        }),
        async (list, query) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(query)) search.set(key, String(value));
          const response = await context.request({ url: `${list}?${search}`, cookie: listCookie });
          expect([200, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 200 },
    );
    const scan = await context.request({ url: "/api/shipping/unshipped?key=tracking&value=", cookie });
    expect(scan.statusCode).toBe(400);
    const options = await context.request({ url: "/api/companies/options?kind=vendor", cookie });
    expect(options.statusCode).toBe(400);
    const purpose = await context.request({
      method: "POST",
      url: "/api/files?purpose=bogus",
      cookie,
      payload: {},
    });
    expect(purpose.statusCode).toBe(400);
  });

  it("a malformed id gets 400 on every route that takes one, writing nothing", async () => {
    const before = await rowCounts();
    const withId = context.app.routeTable.filter(
      (route) => route.url.includes(":id") && route.method !== "HEAD",
    );
    expect(withId.length).toBeGreaterThanOrEqual(14);
    for (const route of withId) {
      const response = await context.request({
        method: route.method as "GET",
        url: route.url.replace(":id", "not-a-uuid"),
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
        cookie,
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 400,
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("sends non-JSON bodies away with 4xx", async () => {
    const response = await context.request({
      method: "POST",
      url: "/api/administrators",
      payload: "{not json",
      cookie,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    const wrongType = await context.request({
      method: "POST",
      url: "/api/administrators",
      payload: "a=b",
      cookie,
      headers: { "content-type": "text/csv" },
    });
    expect(wrongType.statusCode).toBe(415);
  });
});
