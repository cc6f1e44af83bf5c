import { describe, expect, it } from "vitest";
import { countries, countryByCode } from "./countries";

describe("the country table", () => {
  it("has each ISO 3166-1 country once, by two-letter and by three-digit code", () => {
    expect(countries.length).toBe(249);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(new Set(countries.map((country) => country.numeric)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
    }
  });

  it("finds a country by its two-letter code in any case, and none for an unknown code", () => {
    expect(countryByCode("us")).toMatchObject({ numeric: "840", name: "United States", dot: null });
    expect(countryByCode("IL")).toMatchObject({ numeric: "376", name: "Israel" });
    expect(countryByCode("unknown")).toBeUndefined();
    expect(countryByCode("XK")).toBeUndefined();
  });

  it("places the countries too small for the 110m atlas as dots where they are", () => {
    const at = (code: string) => countryByCode(code)?.dot;
    expect(at("SG")).toEqual([103.8, 1.4]);
    expect(at("HK")?.[0]).toBeCloseTo(114.1, 0);
    expect(at("MT")?.[1]).toBeCloseTo(35.9, 0);
    for (const code of ["BH", "MV", "MC", "SG", "HK", "MT"]) {
      const [longitude, latitude] = at(code) ?? [Number.NaN, Number.NaN];
      expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
      expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
    }
  });
});
