import { analyticsAnswerSchema } from "@loupe/domain/analytics/analytics-api";
import { analyticsPeriod } from "@loupe/domain/analytics/analytics-period";
import { analyticsPlatforms } from "@loupe/domain/analytics/platform";
import { and, count, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publicPageClicks, publicPageViews } from "../../db/page-views-schema";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { insertClient, insertDiamond, userAgents } from "./analytics-fixtures";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext({ COUNTRY_HEADERS: "cf-ipcountry" });
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
});

const figures = async (query: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await context.request({ url: `/api/analytics?${search}`, cookie });
  expect(response.statusCode).toBe(200);
  return analyticsAnswerSchema.parse(response.json());
};

describe("GET /api/analytics", () => {
  it("counts the public pages' real views and clicks by month, device, country and certificate", async () => {
    const db = context.services.db;
    const clientId = await insertClient(db, "Aurora", "https://aurora.example");
    await insertDiamond(db, { clientId, certificateNumber: "LG10", clientSku: "SKU-10" });
    await insertDiamond(db, { clientId, certificateNumber: "", clientSku: "SKU-11" });
    const view = (key: string, agent: string, country?: string) =>
      context.request({
        url: `/c/diamond/${key}`,
        headers: { "user-agent": agent, ...(country ? { "cf-ipcountry": country } : {}) },
      });
    await view("LG10", userAgents.iphone, "US");
    await view("LG10", userAgents.android, "IL");
    await view("LG10", userAgents.bot, "US");
    await view("SKU-11", userAgents.desktop);
    await context.request({
      url: "/c/diamond/LG10/visit",
      headers: { "user-agent": userAgents.iphone, "cf-ipcountry": "US" },
    });
    const now = new Date();
    const answer = await figures({ clientId });
    expect(answer.year).toBe(now.getUTCFullYear());
    expect(answer.years).toEqual([{ year: now.getUTCFullYear(), months: [now.getUTCMonth() + 1] }]);
    expect(answer.totals).toEqual({ certificateViews: 3, clicksToCompanySite: 1 });
    expect(answer.months[now.getUTCMonth()]).toMatchObject({ certificateViews: 3, clicksToCompanySite: 1 });
    expect(answer.devices).toEqual({
      android: { certificateViews: 1, clicksToCompanySite: 0 },
      ios: { certificateViews: 1, clicksToCompanySite: 1 },
      desktop: { certificateViews: 1, clicksToCompanySite: 0 },
      other: { certificateViews: 0, clicksToCompanySite: 0 },
    });
    expect(answer.regions).toEqual([
      { country: "US", certificateViews: 1, clicksToCompanySite: 1 },
      { country: "IL", certificateViews: 1, clicksToCompanySite: 0 },
      { country: "unknown", certificateViews: 1, clicksToCompanySite: 0 },
    ]);
    expect(answer.certificates.total).toBe(2);
    expect(
      answer.certificates.items.map(({ label, sku, certificateViews }) => ({ label, sku, certificateViews })),
    ).toEqual([
      { label: "LG10", sku: "SKU-10", certificateViews: 2 },
      { label: "SKU-11", sku: "SKU-11", certificateViews: 1 },
    ]);
    const one = await figures({ clientId, recordId: answer.certificates.items[1]?.recordId ?? "" });
    expect(one.totals).toEqual({ certificateViews: 1, clicksToCompanySite: 0 });
  });

  it("answers no years for a client with no records (the screen's 'No Record for this client as of yet')", async () => {
    const clientId = await insertClient(context.services.db, "Quiet");
    const answer = await figures({ clientId, year: 2025, month: 3 });
    expect(answer).toMatchObject({
      year: 2025,
      month: 3,
      years: [],
      totals: { certificateViews: 0, clicksToCompanySite: 0 },
    });
    expect(answer.months).toHaveLength(12);
    expect(answer.certificates).toEqual({ total: 0, items: [] });
  });

  it("needs a signed-in user", async () => {
    const response = await context.request({ url: `/api/analytics?clientId=${uuidv7()}` });
    expect(response.statusCode).toBe(401);
  });

  it("refuses bad input with the spec's message, never a 500", async () => {
    const missing = await context.request({ url: "/api/analytics", cookie });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Please select a client to continue");
    for (const query of [
      "clientId=nope",
      `clientId=${uuidv7()}&month=13`,
      `clientId=${uuidv7()}&month=all`,
      `clientId=${uuidv7()}&year=99999`,
      `clientId=${uuidv7()}&recordId=LG1`,
      `clientId=${uuidv7()}&limit=0`,
    ]) {
      const response = await context.request({ url: `/api/analytics?${query}`, cookie });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.headers["content-type"]).toContain("application/problem+json");
    }
  });
});

// Random events written straight to the event tables (so the triggers keep their figures); the
// figures must equal a count of the events themselves, for any client, year, month and record.
const clients = [uuidv7(), uuidv7()];
const records = [uuidv7(), uuidv7(), uuidv7()];
const platformOrBot = fc.constantFrom(...analyticsPlatforms, null);
const event = fc.record({
  click: fc.boolean(),
  clientIndex: fc.nat({ max: 2 }),
  recordIndex: fc.nat({ max: 2 }),
  // 2025 and 2026, across month and year edges.
  at: fc.integer({
    min: Date.parse("2025-01-01T00:00:00Z") - 3_600_000,
    max: Date.parse("2027-01-01T00:00:00Z"),
  }),
  platform: platformOrBot,
  country: fc.constantFrom("US", "IL", "DE", null),
});
const filter = fc.record({
  clientIndex: fc.nat({ max: 1 }),
  year: fc.constantFrom(2025, 2026),
  month: fc.constantFrom<number | "ALL">("ALL", 1, 2, 6, 12),
  recordIndex: fc.option(fc.nat({ max: 2 }), { nil: undefined }),
});

async function directCount(
  table: typeof publicPageViews | typeof publicPageClicks,
  at: PgColumn,
  where: { clientId: string; from: Date; to: Date; recordId?: string; extra?: SQL },
) {
  const [row] = await context.services.db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        eq(table.clientId, where.clientId),
        isNotNull(table.platform),
        gte(at, where.from),
        lt(at, where.to),
        where.recordId ? eq(table.recordId, where.recordId) : undefined,
        where.extra,
      ),
    );
  return row?.n ?? 0;
}

describe("the kept figures", () => {
  it("equal a direct count of the events after any events (property)", async () => {
    const db = context.services.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { maxLength: 60 }),
        fc.array(filter, { minLength: 1, maxLength: 3 }),
        async (events, filters) => {
          await db.delete(publicPageViews);
          await db.delete(publicPageClicks);
          const rows = events.map((each) => ({
            id: uuidv7(),
            pageKind: "diamond" as const,
            recordId: records[each.recordIndex] ?? "",
            // Index 2: a page without a client (never counted).
            clientId: clients[each.clientIndex] ?? null,
            deviceClass: each.platform === null ? ("bot" as const) : ("desktop" as const),
            platform: each.platform,
            country: each.country,
            at: new Date(each.at),
          }));
          const views = rows.filter((_, index) => !events[index]?.click);
          const clicks = rows.filter((_, index) => events[index]?.click);
          // Several statements of several rows each, as concurrent pages would write them.
          for (let start = 0; start < views.length; start += 7) {
            await db
              .insert(publicPageViews)
              .values(views.slice(start, start + 7).map(({ at, ...view }) => ({ ...view, viewedAt: at })));
          }
          if (clicks.length)
            await db
              .insert(publicPageClicks)
              .values(clicks.map(({ at, ...click }) => ({ ...click, clickedAt: at })));
          // An update moves events across month and year edges (their figures out, then in).
          await db
            .update(publicPageViews)
            .set({ viewedAt: sql`${publicPageViews.viewedAt} + interval '17 days'` })
            .where(eq(publicPageViews.recordId, records[1] ?? ""));
          for (const chosen of filters) {
            const clientId = clients[chosen.clientIndex] ?? "";
            const recordId = chosen.recordIndex === undefined ? undefined : records[chosen.recordIndex];
            const answer = await figures({
              clientId,
              year: chosen.year,
              month: chosen.month,
              ...(recordId ? { recordId } : {}),
            });
            const { from, to } = analyticsPeriod(chosen.year, chosen.month);
            const where = { clientId, from, to, ...(recordId ? { recordId } : {}) };
            const expected = {
              certificateViews: await directCount(publicPageViews, publicPageViews.viewedAt, where),
              clicksToCompanySite: await directCount(publicPageClicks, publicPageClicks.clickedAt, where),
            };
            expect(answer.totals).toEqual(expected);
            // The certificates table (its own kept rows) adds up to the same.
            expect(answer.certificates.items.reduce((sum, each) => sum + each.certificateViews, 0)).toBe(
              expected.certificateViews,
            );
            expect(answer.certificates.items.reduce((sum, each) => sum + each.clicksToCompanySite, 0)).toBe(
              expected.clicksToCompanySite,
            );
            // Each certificate's row (the year table for ALL, the month table for a month) equals
            // a count of its own events, and the table has a row for each certificate counted.
            const perRecord = await Promise.all(
              records.map(async (each) => ({
                recordId: each,
                certificateViews: await directCount(publicPageViews, publicPageViews.viewedAt, {
                  ...where,
                  recordId: each,
                }),
                clicksToCompanySite: await directCount(publicPageClicks, publicPageClicks.clickedAt, {
                  ...where,
                  recordId: each,
                }),
              })),
            );
            const counted = perRecord.filter(
              (each) =>
                (!recordId || each.recordId === recordId) &&
                each.certificateViews + each.clicksToCompanySite > 0,
            );
            expect(answer.certificates.total).toBe(counted.length);
            expect(
              answer.certificates.items.map(({ recordId: id, certificateViews, clicksToCompanySite }) => ({
                recordId: id,
                certificateViews,
                clicksToCompanySite,
              })),
            ).toEqual(
              counted.sort(
                (a, b) =>
                  b.certificateViews - a.certificateViews ||
                  b.clicksToCompanySite - a.clicksToCompanySite ||
                  (a.recordId < b.recordId ? -1 : 1),
              ),
            );
            const devices = Object.values(answer.devices);
            expect(devices.reduce((sum, each) => sum + each.certificateViews, 0)).toBe(
              expected.certificateViews,
            );
            expect(answer.regions.reduce((sum, each) => sum + each.clicksToCompanySite, 0)).toBe(
              expected.clicksToCompanySite,
            );
            const iosViews = await directCount(publicPageViews, publicPageViews.viewedAt, {
              ...where,
              extra: eq(publicPageViews.platform, "ios"),
            });
            expect(answer.devices.ios.certificateViews).toBe(iosViews);
            const year = analyticsPeriod(chosen.year, "ALL");
            expect(answer.months.reduce((sum, each) => sum + each.certificateViews, 0)).toBe(
              await directCount(publicPageViews, publicPageViews.viewedAt, { ...where, ...year }),
            );
            // Each month's iOS views (the line chart by device) equal a direct count of that month.
            const iosMonth = answer.months[(chosen.month === "ALL" ? 1 : chosen.month) - 1];
            const monthPeriod = analyticsPeriod(chosen.year, iosMonth?.month ?? 1);
            expect(iosMonth?.devices.ios.certificateViews).toBe(
              await directCount(publicPageViews, publicPageViews.viewedAt, {
                ...where,
                ...monthPeriod,
                extra: eq(publicPageViews.platform, "ios"),
              }),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
    // Deleting every event takes every figure back to nothing.
    await db.delete(publicPageViews);
    await db.delete(publicPageClicks);
    const kept = await figures({ clientId: clients[0] ?? "", year: 2025 });
    expect(
      kept.months.every((month) => month.certificateViews === 0 && month.clicksToCompanySite === 0),
    ).toBe(true);
    expect(kept.certificates).toEqual({ total: 0, items: [] });
  });
});
