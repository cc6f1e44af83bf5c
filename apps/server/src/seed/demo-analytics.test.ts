import { analyticsAnswerSchema } from "@loupe/domain/analytics/analytics-api";
import { companyPageSchema } from "@loupe/domain/companies";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPageViews } from "../db/page-views-schema";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedDemoData } from "./demo-data";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
  await context.reset();
  const demo = await seedDemoData(context.database.db, context.services.storage);
  if (!demo) throw new Error("The demo data was not seeded");
  cookie = await context.signIn(demo.email, demo.password);
});
afterAll(() => context.close());

describe("the demo analytics", () => {
  it("give a demo client a year of views and clicks across devices, countries and certificates", async () => {
    const clients = await context.request({ url: "/api/clients?search=Aurora", cookie });
    const aurora = companyPageSchema.parse(clients.json()).items[0];
    if (!aurora) throw new Error("No demo client Aurora");
    const response = await context.request({ url: `/api/analytics?clientId=${aurora.id}`, cookie });
    expect(response.statusCode, response.body).toBe(200);
    const answer = analyticsAnswerSchema.parse(response.json());
    expect(answer.years.flatMap((year) => year.months).length).toBeGreaterThanOrEqual(12);
    expect(answer.totals.certificateViews).toBeGreaterThan(500);
    expect(answer.totals.clicksToCompanySite).toBeGreaterThan(20);
    for (const device of ["android", "ios", "desktop"] as const) {
      expect(answer.devices[device].certificateViews).toBeGreaterThan(0);
    }
    expect(answer.regions.length).toBeGreaterThan(5);
    expect(answer.certificates.total).toBeGreaterThan(1);
    expect(answer.certificates.items.some((item) => item.label)).toBe(true);
    // A whole year in the figures equals the counted events of every year shown.
    const years = await Promise.all(
      answer.years.map(async ({ year }) => {
        const each = await context.request({
          url: `/api/analytics?clientId=${aurora.id}&year=${year}`,
          cookie,
        });
        return analyticsAnswerSchema.parse(each.json()).totals.certificateViews;
      }),
    );
    const [counted] = await context.database.db
      .select({ n: count() })
      .from(publicPageViews)
      .where(and(eq(publicPageViews.clientId, aurora.id), isNotNull(publicPageViews.platform)));
    expect(years.reduce((sum, each) => sum + each, 0)).toBe(counted?.n);
  });

  it("link a demo QR list's page to its client's website through the recorded redirect", async () => {
    const lists = await context.request({ url: "/api/qr-lists", cookie });
    const bridal = (lists.json() as { items: { id: string; title: string }[] }).items.find(
      (list) => list.title === "Bridal Showcase",
    );
    if (!bridal) throw new Error("No demo QR list Bridal Showcase");
    const page = await context.request({ url: `/c/list/${bridal.id}` });
    expect(page.body).toContain(`<a href="/c/list/${bridal.id}/visit" rel="nofollow noopener">`);
    const visit = await context.request({
      url: `/c/list/${bridal.id}/visit`,
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0" },
    });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe("https://aurora-fine-jewelry.example");
  });
});
