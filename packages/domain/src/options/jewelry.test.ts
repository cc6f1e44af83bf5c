import { describe, expect, it } from "vitest";
import {
  colorModes,
  DEFAULT_COLOR_CODE,
  DEFAULT_COLOR_MODE,
  gemstoneColorCode,
  gemstoneColors,
  isColorMode,
  isQaStatus,
  jewelryTypes,
  knownGemstoneColor,
  metals,
  qaStatuses,
  stoneTypes,
} from "./jewelry";

describe("jewelry option lists", () => {
  it("has the 13 jewelry types in the spec's order", () => {
    expect(jewelryTypes).toEqual([
      "Pendant",
      "Necklace",
      "Bracelet",
      "Hoops",
      "Ring",
      "Rings",
      "Earring",
      "Watch",
      "Solitaire",
      "Brooch",
      "Studs",
      "Watch Bezel",
      "Wedding Set",
    ]);
  });

  it("has about 40-42 metals with karat golds, platinum and silver", () => {
    expect(metals.length).toBeGreaterThanOrEqual(40);
    expect(metals.length).toBeLessThanOrEqual(42);
    for (const metal of [
      "14K White Gold",
      "18K Yellow Gold",
      "24K Yellow Gold",
      "Platinum",
      "Platinum 950",
      "Silver",
    ]) {
      expect(metals).toContain(metal);
    }
    expect(metals).toContain("Sterling Silver 925");
  });

  it("has about 55-56 stone types with the ones the spec names", () => {
    expect(stoneTypes.length).toBeGreaterThanOrEqual(55);
    expect(stoneTypes.length).toBeLessThanOrEqual(56);
    for (const stone of ["Diamond", "Lab Grown Diamond", "Diamond Accent", "None", "Other Gemstone"]) {
      expect(stoneTypes).toContain(stone);
    }
    expect(stoneTypes.filter((stone) => stone.includes("Pearl")).length).toBeGreaterThanOrEqual(5);
  });

  it("has 21 color modes with 'color' as the default", () => {
    expect(colorModes).toHaveLength(21);
    expect(colorModes).toContain("color");
    expect(DEFAULT_COLOR_MODE).toBe("color");
  });

  it.each([
    ["jewelry types", jewelryTypes],
    ["metals", metals],
    ["stone types", stoneTypes],
    ["color modes", colorModes],
  ] as const)("%s has no duplicates or blanks", (_, list) => {
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((value) => value.length > 0 && value.trim() === value)).toBe(true);
  });

  it("maps gemstone colors to upper-case six-digit hex codes", () => {
    for (const hex of Object.values(gemstoneColors)) {
      expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    }
    for (const name of [
      "Diamond",
      "Emerald",
      "Ruby",
      "Sapphire",
      "Champagne",
      "Black",
      "Blue",
      "Yellow",
      "Brown",
    ]) {
      expect(Object.keys(gemstoneColors)).toContain(name);
    }
    expect(
      Object.keys(gemstoneColors).filter((name) => name.includes("Pearl")).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it("looks up a color code and falls back to white", () => {
    expect(DEFAULT_COLOR_CODE).toBe("#FFFFFF");
    expect(gemstoneColorCode("Ruby")).toBe(gemstoneColors.Ruby);
    expect(gemstoneColorCode("Unobtainium")).toBe(DEFAULT_COLOR_CODE);
    expect(gemstoneColorCode("toString")).toBe(DEFAULT_COLOR_CODE);
    expect(knownGemstoneColor("Champagne")).toBe(gemstoneColors.Champagne);
    expect(knownGemstoneColor("Unobtainium")).toBeNull();
  });

  it("has the QA statuses the spec saw and tells them and the color modes apart from other words", () => {
    expect(qaStatuses).toEqual(["Passed", "Failed", "Skipped"]);
    expect(isQaStatus("Passed")).toBe(true);
    expect(isQaStatus("passed")).toBe(false);
    expect(isColorMode("soft-light")).toBe(true);
    expect(isColorMode("sparkle")).toBe(false);
  });
});
