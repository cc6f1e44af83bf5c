import { describe, expect, it } from "vitest";
import {
  applyAttributeValues,
  attributeNames,
  isAttributeName,
  mergeOptions,
  replaceOptions,
} from "./attributes";

describe("attributeNames", () => {
  it("lists the attribute cards in the screen's order", () => {
    expect(attributeNames).toEqual([
      "timerTickerBeforeAd",
      "cut",
      "stone_types",
      "jewelry_type",
      "color",
      "metal",
      "polish",
      "shapes",
      "fluorescence",
      "girdle",
      "clarity",
    ]);
    expect(new Set(attributeNames).size).toBe(attributeNames.length);
  });

  it("recognises attribute names", () => {
    expect(isAttributeName("stone_types")).toBe(true);
    expect(isAttributeName("stoneTypes")).toBe(false);
  });
});

describe("mergeOptions", () => {
  it("appends new values after the built-in ones, keeping order", () => {
    expect(mergeOptions(["M"], ["Thin", "Thick", "Medium"])).toEqual(["M", "Thin", "Thick", "Medium"]);
  });

  it("skips values already present, case-sensitively", () => {
    expect(mergeOptions(["Good", "Fair"], ["Fair", "good", "Good", "good"])).toEqual([
      "Good",
      "Fair",
      "good",
    ]);
  });

  it("drops blank values but keeps a leading blank of the built-in list", () => {
    expect(mergeOptions(["", "IF"], ["", "  ", "VS1-VS2"])).toEqual(["", "IF", "VS1-VS2"]);
    expect(mergeOptions(["M"], ["", "Thin"])).toEqual(["M", "Thin"]);
    expect(mergeOptions(["M", ""], [])).toEqual(["M"]);
  });

  it("returns a copy of the built-in list when there are no extra values", () => {
    const builtIn = ["Poor", "Fair"] as const;
    const merged = mergeOptions(builtIn, undefined);
    expect(merged).toEqual(["Poor", "Fair"]);
    merged.push("Good");
    expect(builtIn).toEqual(["Poor", "Fair"]);
  });
});

describe("replaceOptions", () => {
  it("replaces the built-in list with the attribute's values", () => {
    expect(replaceOptions(["D", "E", "F"], ["Blue", "Pink", "Blue", ""])).toEqual(["Blue", "Pink"]);
  });

  it("keeps the built-in list when the attribute is missing or blank", () => {
    expect(replaceOptions(["D", "E"], undefined)).toEqual(["D", "E"]);
    expect(replaceOptions(["D", "E"], [])).toEqual(["D", "E"]);
    expect(replaceOptions(["D", "E"], ["", " "])).toEqual(["D", "E"]);
  });
});

describe("applyAttributeValues", () => {
  it("replaces for 'color' and merges for the others", () => {
    expect(applyAttributeValues("color", ["D", "E"], ["Gray"])).toEqual(["Gray"]);
    expect(applyAttributeValues("metal", ["Platinum"], ["Gray Gold"])).toEqual(["Platinum", "Gray Gold"]);
  });
});
