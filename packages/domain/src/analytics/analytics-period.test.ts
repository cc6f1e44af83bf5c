import { describe, expect, it } from "vitest";
import { analyticsQuerySchema } from "./analytics-api";
import { type AnalyticsCountRow, aggregateAnalytics, analyticsPeriod } from "./analytics-period";

const row = (
  month: number,
  platform: AnalyticsCountRow["platform"],
  country: string | null,
  views: number,
  clicks: number,
) => ({
  month,
  platform,
  country,
  certificateViews: views,
  clicksToCompanySite: clicks,
});

const rows: AnalyticsCountRow[] = [
  row(1, "android", "US", 5, 1),
  row(1, "ios", "US", 3, 0),
  row(1, "desktop", null, 2, 2),
  row(3, "ios", "IL", 7, 3),
  row(12, "desktop", "US", 1, 0),
  row(12, "other", "DE", 4, 1),
];

describe("aggregateAnalytics", () => {
  it("ALL sums the whole year: totals, devices and countries, with every month in the table", () => {
    const figures = aggregateAnalytics(rows, "ALL");
    expect(figures.totals).toEqual({ certificateViews: 22, clicksToCompanySite: 7 });
    expect(figures.months).toHaveLength(12);
    expect(figures.months.map((month) => month.certificateViews)).toEqual([
      10, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 5,
    ]);
    expect(figures.months[0]).toMatchObject({ month: 1, name: "January", clicksToCompanySite: 3 });
    // Each month by device too (the line chart by device).
    expect(figures.months[0]?.devices).toEqual({
      android: { certificateViews: 5, clicksToCompanySite: 1 },
      ios: { certificateViews: 3, clicksToCompanySite: 0 },
      desktop: { certificateViews: 2, clicksToCompanySite: 2 },
      other: { certificateViews: 0, clicksToCompanySite: 0 },
    });
    expect(figures.months[11]?.devices.other).toEqual({ certificateViews: 4, clicksToCompanySite: 1 });
    expect(figures.devices).toEqual({
      android: { certificateViews: 5, clicksToCompanySite: 1 },
      ios: { certificateViews: 10, clicksToCompanySite: 3 },
      desktop: { certificateViews: 3, clicksToCompanySite: 2 },
      other: { certificateViews: 4, clicksToCompanySite: 1 },
    });
    expect(figures.regions).toEqual([
      { country: "US", certificateViews: 9, clicksToCompanySite: 1 },
      { country: "IL", certificateViews: 7, clicksToCompanySite: 3 },
      { country: "DE", certificateViews: 4, clicksToCompanySite: 1 },
      { country: "unknown", certificateViews: 2, clicksToCompanySite: 2 },
    ]);
  });

  it("one month narrows totals, devices and countries but keeps the year's month table", () => {
    const figures = aggregateAnalytics(rows, 1);
    expect(figures.totals).toEqual({ certificateViews: 10, clicksToCompanySite: 3 });
    expect(figures.devices.ios).toEqual({ certificateViews: 3, clicksToCompanySite: 0 });
    expect(figures.devices.other).toEqual({ certificateViews: 0, clicksToCompanySite: 0 });
    expect(figures.regions.map((region) => region.country)).toEqual(["US", "unknown"]);
    expect(figures.months[11]?.certificateViews).toBe(5);
  });

  it("a month with nothing answers zeros, not an error", () => {
    const figures = aggregateAnalytics(rows, 6);
    expect(figures.totals).toEqual({ certificateViews: 0, clicksToCompanySite: 0 });
    expect(figures.regions).toEqual([]);
  });
});

describe("analyticsPeriod", () => {
  it("covers a UTC month, December into the next year, or the whole year", () => {
    expect(analyticsPeriod(2026, 2)).toEqual({
      from: new Date("2026-02-01T00:00:00Z"),
      to: new Date("2026-03-01T00:00:00Z"),
    });
    expect(analyticsPeriod(2026, 12).to).toEqual(new Date("2027-01-01T00:00:00Z"));
    expect(analyticsPeriod(2026, "ALL")).toEqual({
      from: new Date("2026-01-01T00:00:00Z"),
      to: new Date("2027-01-01T00:00:00Z"),
    });
  });
});

describe("analyticsQuerySchema", () => {
  it("requires a client with the spec's message", () => {
    const parsed = analyticsQuerySchema.safeParse({ year: "2026" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Please select a client to continue");
  });

  it("reads month 1–12 or ALL from the query string", () => {
    const clientId = "0190a8d4-0000-7000-8000-000000000001";
    expect(analyticsQuerySchema.parse({ clientId, month: "3" }).month).toBe(3);
    expect(analyticsQuerySchema.parse({ clientId }).month).toBe("ALL");
    for (const month of ["0", "13", "all", "March"]) {
      expect(analyticsQuerySchema.safeParse({ clientId, month }).success).toBe(false);
    }
  });
});
