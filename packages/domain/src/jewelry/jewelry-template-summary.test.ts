import { describe, expect, it } from "vitest";
import { jewelryTemplates } from "../options/jewelry-templates";
import { jewelryTemplateSummary } from "./jewelry-template-summary";

describe("jewelryTemplateSummary", () => {
  it("template 1: the main stone and the optional side stones; jewelry type and seven grades", () => {
    expect(jewelryTemplateSummary(1)).toEqual({
      cards: [
        "General Jewelry Information",
        "Main Stone Information",
        "Side Stone Information (with Side Stones on)",
      ],
      required: [
        "Jewelry Type",
        "Main Stone: Shape, Polish, Symmetry, Cut, Weight (unless Accent), Color, Clarity",
      ],
      saveOnly: false,
    });
  });

  it("templates 4 and 13: center stone tabs under their own rule; 13 requires them too", () => {
    for (const id of [4, 13] as const) {
      const summary = jewelryTemplateSummary(id);
      expect(summary.cards).toEqual(["General Jewelry Information", "Center Stones (tabs, up to 2)"]);
      expect(summary.required).toEqual([
        "Certificate Number",
        "Jewelry Type",
        "Each Center Stone: Shape, Polish, Symmetry, Weight (unless Accent), Color, Clarity",
      ]);
    }
  });

  it("gem templates, forced side stones, Metal Only and the save-only rule of 22", () => {
    expect(jewelryTemplateSummary(20).cards).toEqual([
      "General Jewelry Information",
      "Gem Stone Information",
      "Side Stone Information",
    ]);
    expect(jewelryTemplateSummary(20).required).toEqual([]);
    expect(jewelryTemplateSummary(19)).toEqual({
      cards: ["General Jewelry Information"],
      required: [],
      saveOnly: false,
    });
    const colored = jewelryTemplateSummary(22);
    expect(colored.saveOnly).toBe(true);
    expect(colored.required).toEqual([
      "Jewelry Type",
      "Main Stone: Type, Shape, Weight, Color",
      "Side Stone (when on): Type, Shape, Weight, Color, Clarity",
    ]);
  });

  it("every template has a summary starting with the general card", () => {
    for (const template of jewelryTemplates) {
      expect(jewelryTemplateSummary(template.id).cards[0]).toBe("General Jewelry Information");
    }
  });
});
