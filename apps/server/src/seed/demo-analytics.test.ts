import { analyticsAnswerSchema } from "@loupe/domain/analytics/analytics-api";
import { companyPageSchema } from "@loupe/domain/companies";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicPageViews } from "../db/page-views-schema";
import { demoSuite } from "../testing/test-suite";

const suite = demoSuite();

describe("the demo analytics", () => {
  it("give a demo client a year of views and clicks across devices, countries and certificates", async () => {
    const clients = await suite.context.request({ url: "/api/clients?search=Aurora", cookie: suite.cookie });
    const aurora = companyPageSchema.parse(clients.json()).items[0];
    if (!aurora) throw new Error("No demo client Aurora");
    const response = await suite.context.request({
      url: `/api/analytics?clientId=${aurora.id}`,
      cookie: suite.cookie,
    });
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
        const each = await suite.context.request({
          url: `/api/analytics?clientId=${aurora.id}&year=${year}`,
          cookie: suite.cookie,
        });
        return analyticsAnswerSchema.parse(each.json()).totals.certificateViews;
      }),
    );
    const [counted] = await suite.context.database.db
      .select({ n: count() })
      .from(publicPageViews)
      .where(and(eq(publicPageViews.clientId, aurora.id), isNotNull(publicPageViews.platform)));
    expect(years.reduce((sum, each) => sum + each, 0)).toBe(counted?.n);
  });

  it("link a demo QR list's page to its client's website through the recorded redirect", async () => {
    const lists = await suite.context.request({ url: "/api/qr-lists", cookie: suite.cookie });
    const bridal = (lists.json() as { items: { id: string; title: string }[] }).items.find(
      (list) => list.title === "Bridal Showcase",
    );
    if (!bridal) throw new Error("No demo QR list Bridal Showcase");
    const page = await suite.context.request({ url: `/c/list/${bridal.id}` });
    expect(page.body).toContain(`<a href="/c/list/${bridal.id}/visit" rel="nofollow noopener">`);
    const visit = await suite.context.request({
      url: `/c/list/${bridal.id}/visit`,
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0" },
    });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe("https://aurora-fine-jewelry.example");
  });
});
