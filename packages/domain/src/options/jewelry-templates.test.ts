import { describe, expect, it } from "vitest";
import { findJewelryTemplate, jewelryTemplateLabel, jewelryTemplates } from "./jewelry-templates";

describe("jewelryTemplates", () => {
  it("has 22 templates, ids 1-17 and 19-23, without 18", () => {
    const ids = jewelryTemplates.map((template) => template.id);
    expect(ids).toHaveLength(22);
    expect(ids).not.toContain(18);
    expect(ids).toEqual([...Array.from({ length: 17 }, (_, index) => index + 1), 19, 20, 21, 22, 23]);
  });

  it("has unique names", () => {
    const names = jewelryTemplates.map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("uses the spec's names verbatim", () => {
    expect(findJewelryTemplate(1)?.name).toBe("Everything Round Center + Side Stones");
    expect(findJewelryTemplate(2)?.name).toBe("Main Stones (No Center/Sides)");
    expect(findJewelryTemplate(9)?.name).toBe("Main Stone (No Side & Cut)");
    expect(findJewelryTemplate(11)?.name).toBe("2 Color and 1 Clarity");
    expect(findJewelryTemplate(20)?.name).toBe("Gem Stones as Primary and Sidestones");
    expect(findJewelryTemplate(22)?.name).toBe("Colored Diamonds + Main 4");
    expect(findJewelryTemplate(23)?.name).toBe("Expensive Colored Diamonds");
  });

  it("finds nothing for id 18", () => {
    expect(findJewelryTemplate(18)).toBeUndefined();
  });

  it("labels a template as the selector shows it", () => {
    expect(jewelryTemplateLabel({ id: 19, name: "Metal Only" })).toBe("Template 19: Metal Only");
  });
});
