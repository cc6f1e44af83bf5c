import { describe, expect, it } from "vitest";
import { diamondTemplates, findDiamondTemplate } from "./diamond-templates";

describe("diamondTemplates", () => {
  it("has the six templates with ids 1 to 6 in order", () => {
    expect(diamondTemplates.map((template) => template.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("uses the spec's names verbatim", () => {
    expect(diamondTemplates.map((template) => template.name)).toEqual([
      "Everything",
      "Everything (Excluding Cut)",
      "Regular",
      "Regular (Excluding No Fluorescence)",
      "Minimalist",
      "Extra Minimalist",
    ]);
  });

  it("finds a template by id and returns undefined for an unknown id", () => {
    expect(findDiamondTemplate(4)).toEqual({ id: 4, name: "Regular (Excluding No Fluorescence)" });
    expect(findDiamondTemplate(7)).toBeUndefined();
  });
});
