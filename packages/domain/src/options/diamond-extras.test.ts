import { describe, expect, it } from "vitest";
import {
  diamondEffects,
  diamondLabs,
  manufacturedAsValues,
  matchesOriginFilter,
  originFilterOptions,
} from "./diamond-extras";

describe("diamond origin", () => {
  it("offers the stored values plus Natural as filter options", () => {
    expect(manufacturedAsValues).toEqual(["Lab Grown", "Natural Stone"]);
    expect(originFilterOptions).toEqual(["Lab Grown", "Natural Stone", "Natural"]);
  });

  it("matches Lab Grown and Natural Stone exactly", () => {
    expect(matchesOriginFilter("Lab Grown", "Lab Grown")).toBe(true);
    expect(matchesOriginFilter("Lab Grown", "Natural Stone")).toBe(false);
    expect(matchesOriginFilter("Natural Stone", "Natural Stone")).toBe(true);
    expect(matchesOriginFilter("Natural Stone", "")).toBe(false);
    expect(matchesOriginFilter("Natural Stone", undefined)).toBe(false);
  });

  it("matches Natural for every record that is not lab grown", () => {
    expect(matchesOriginFilter("Natural", "Natural Stone")).toBe(true);
    expect(matchesOriginFilter("Natural", "")).toBe(true);
    expect(matchesOriginFilter("Natural", null)).toBe(true);
    expect(matchesOriginFilter("Natural", undefined)).toBe(true);
    expect(matchesOriginFilter("Natural", "Lab Grown")).toBe(false);
  });
});

describe("data-only lists", () => {
  it("has the effect and lab lists", () => {
    expect(diamondEffects).toEqual(["None", "Shine", "Confetti", "Hearts"]);
    expect(diamondLabs).toEqual(["GIA", "HRD", "EGL"]);
  });
});
