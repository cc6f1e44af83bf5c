import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { unknownCountry } from "@loupe/domain/analytics/analytics-period";
import { countryByCode } from "@loupe/domain/analytics/countries";

export type CountryViews = {
  // Two-letter code, or 'unknown'.
  code: string;
  name: string;
  views: number;
  clicks: number;
};

export type MapViews = {
  // Views of each country the atlas draws, by its numeric id.
  shapes: Map<string, number>;
  // Countries too small for the atlas: a dot at their centre.
  dots: (CountryViews & { at: readonly [number, number] })[];
  // Counted but not on the map: views with no known country, and codes no country has.
  offMap: CountryViews[];
  // Every region, most viewed first (the map's text alternative).
  list: CountryViews[];
  most: number;
};

const notKnown = "Unknown country";

// Where the views of a period came from, as the world map draws them.
export function mapViews(regions: AnalyticsAnswer["regions"]): MapViews {
  const shapes = new Map<string, number>();
  const dots: MapViews["dots"] = [];
  const offMap: CountryViews[] = [];
  const list: CountryViews[] = [];
  for (const region of regions) {
    const country = region.country === unknownCountry ? undefined : countryByCode(region.country);
    const views: CountryViews = {
      code: region.country,
      name: country?.name ?? (region.country === unknownCountry ? notKnown : region.country),
      views: region.certificateViews,
      clicks: region.clicksToCompanySite,
    };
    list.push(views);
    if (!country) offMap.push(views);
    else if (country.dot) dots.push({ ...views, at: country.dot });
    else shapes.set(country.numeric, (shapes.get(country.numeric) ?? 0) + views.views);
  }
  list.sort((a, b) => b.views - a.views || b.clicks - a.clicks || a.name.localeCompare(b.name));
  const most = Math.max(0, ...list.filter((item) => !offMap.includes(item)).map((item) => item.views));
  return { shapes, dots, offMap, list, most };
}

// How strongly a country is shaded: 0 for none, else a step 1–5 of the most viewed country's views
// (square root, so a few countries with most views do not wash out the rest).
export const shadeSteps = 5;
export function shadeStep(views: number, most: number): number {
  if (views <= 0 || most <= 0) return 0;
  return Math.max(1, Math.ceil(Math.sqrt(views / most) * shadeSteps));
}
