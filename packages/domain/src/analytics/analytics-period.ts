import type { AnalyticsPlatform } from "./platform";
import { analyticsPlatforms } from "./platform";

// The analytics filter's month: one of the 12 (1–12) or the whole year (spec 002 §3: 'the
// analytics table adds ALL'). Days, months and years are UTC (docs/decisions/0025).
export const allMonths = "ALL";
export type AnalyticsMonth = number | typeof allMonths;

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

// The instants [from, to) a filter covers.
export function analyticsPeriod(year: number, month: AnalyticsMonth): { from: Date; to: Date } {
  if (month === allMonths) {
    return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
  }
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}

export type AnalyticsCounts = { certificateViews: number; clicksToCompanySite: number };

// One kept row summed by month, platform and country (what the server's one query reads).
export type AnalyticsCountRow = AnalyticsCounts & {
  month: number;
  platform: AnalyticsPlatform;
  country: string | null;
};

export const unknownCountry = "unknown";

export type AnalyticsDevices = Record<AnalyticsPlatform, AnalyticsCounts>;

export type AnalyticsFigures = {
  totals: AnalyticsCounts;
  // Each month of the year, with its figures by device (the line chart by device, spec 002 §2).
  months: (AnalyticsCounts & { month: number; name: string; devices: AnalyticsDevices })[];
  devices: AnalyticsDevices;
  regions: (AnalyticsCounts & { country: string })[];
};

const zero = (): AnalyticsCounts => ({ certificateViews: 0, clicksToCompanySite: 0 });
const zeroDevices = () =>
  Object.fromEntries(analyticsPlatforms.map((platform) => [platform, zero()])) as AnalyticsDevices;
const add = (into: AnalyticsCounts, row: AnalyticsCounts) => {
  into.certificateViews += row.certificateViews;
  into.clicksToCompanySite += row.clicksToCompanySite;
};

// The year's figures from its rows: every month of the year in the month table (so the table and
// the line chart show the quiet months too), and the totals, devices and countries of the chosen
// month, or of the whole year for ALL.
export function aggregateAnalytics(
  rows: readonly AnalyticsCountRow[],
  month: AnalyticsMonth,
): AnalyticsFigures {
  const months = monthNames.map((name, index) => ({
    month: index + 1,
    name,
    ...zero(),
    devices: zeroDevices(),
  }));
  const totals = zero();
  const devices = zeroDevices();
  const regions = new Map<string, AnalyticsCounts>();
  for (const row of rows) {
    const monthRow = months[row.month - 1];
    if (!monthRow) continue;
    add(monthRow, row);
    add(monthRow.devices[row.platform], row);
    if (month !== allMonths && row.month !== month) continue;
    add(totals, row);
    add(devices[row.platform], row);
    const country = row.country ?? unknownCountry;
    const region = regions.get(country) ?? zero();
    add(region, row);
    regions.set(country, region);
  }
  return {
    totals,
    months,
    devices,
    regions: [...regions.entries()]
      .map(([country, counts]) => ({ country, ...counts }))
      .sort(
        (a, b) =>
          b.certificateViews - a.certificateViews ||
          b.clicksToCompanySite - a.clicksToCompanySite ||
          a.country.localeCompare(b.country),
      ),
  };
}
