import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { countries } from "@loupe/domain/analytics/countries";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { mapViews, shadeStep } from "./country-views";

const region = (country: string, certificateViews: number, clicksToCompanySite = 0) => ({
  country,
  certificateViews,
  clicksToCompanySite,
});

describe("the map's views by country", () => {
  it("shades drawn countries by numeric id, dots small ones, and lists unknown apart", () => {
    const views = mapViews([
      region("US", 120, 9),
      region("unknown", 30, 2),
      region("SG", 12),
      region("IL", 40, 1),
      region("XK", 3),
    ]);
    expect([...views.shapes]).toEqual([
      ["840", 120],
      ["376", 40],
    ]);
    expect(views.dots).toEqual([{ code: "SG", name: "Singapore", views: 12, clicks: 0, at: [103.8, 1.4] }]);
    expect(views.offMap.map((item) => [item.name, item.views])).toEqual([
      ["Unknown country", 30],
      ["XK", 3],
    ]);
    expect(views.list.map((item) => item.code)).toEqual(["US", "IL", "unknown", "SG", "XK"]);
    // The most viewed country on the map sets the scale; unknown is not on it.
    expect(views.most).toBe(120);
  });

  it("shades 1 to 5 steps by the square root of the share of the most viewed", () => {
    expect(shadeStep(0, 100)).toBe(0);
    expect(shadeStep(1, 100)).toBe(1);
    expect(shadeStep(25, 100)).toBe(3);
    expect(shadeStep(100, 100)).toBe(5);
  });
});

describe("the country table against the 110m atlas", () => {
  const require = createRequire(import.meta.url);
  const atlas = JSON.parse(
    readFileSync(require.resolve("world-atlas/countries-110m.json"), "utf8"),
  ) as Topology;
  const countriesObject = atlas.objects.countries;
  const drawn = new Set(
    countriesObject && "geometries" in countriesObject
      ? countriesObject.geometries.map((geometry) => String(geometry.id ?? ""))
      : [],
  );

  it("has a shape for every country without a dot, and a dot for every country without a shape", () => {
    expect(drawn.size).toBeGreaterThan(170);
    for (const country of countries)
      expect([country.code, drawn.has(country.numeric)]).toEqual([country.code, country.dot === null]);
  });

  it("knows every country the atlas draws", () => {
    const known = new Set(countries.map((country) => country.numeric));
    expect([...drawn].filter((id) => id !== "" && !known.has(id))).toEqual([]);
  });
});
