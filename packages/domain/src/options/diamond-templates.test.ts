import { describe, expect, it } from "vitest";
import { diamondTemplateLabel, diamondTemplates, findDiamondTemplate } from "./diamond-templates";

describe("diamondTemplates", () => {
  it("has the six templates with ids 1 to 6 in order", () => {
    expect(diamondTemplates.map((template) => template.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("labels the spec's names, verbatim, with their ids", () => {
    expect(diamondTemplates.map(diamondTemplateLabel)).toEqual([
      "1. Everything",
      "2. Everything (Excluding Cut)",
      "3. Regular",
      "4. Regular (Excluding No Fluorescence)",
      "5. Minimalist",
      "6. Extra Minimalist",
    ]);
  });

  it("finds a template by id and returns undefined for an unknown id", () => {
    expect(findDiamondTemplate(4)).toEqual({ id: 4, name: "Regular (Excluding No Fluorescence)" });
    expect(findDiamondTemplate(7)).toBeUndefined();
  });
});
