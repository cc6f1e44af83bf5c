import { describe, expect, it } from "vitest";
import {
  isFieldRequired,
  isFieldVisible,
  requiredGradingFields,
  visibleGradingFields,
} from "./diamond-fields";

describe("fields by template (spec 000 §5)", () => {
  it("shows exactly the spec's fields on each template", () => {
    expect(visibleGradingFields(1)).toEqual([
      "shape",
      "weight",
      "cut",
      "polish",
      "symmetry",
      "fluorescence",
      "girdle",
      "table",
      "depth",
      "color",
      "clarity",
    ]);
    expect(visibleGradingFields(2)).toEqual([
      "shape",
      "weight",
      "polish",
      "symmetry",
      "fluorescence",
      "table",
      "depth",
      "color",
      "clarity",
    ]);
    expect(visibleGradingFields(3)).toEqual([
      "shape",
      "weight",
      "polish",
      "symmetry",
      "fluorescence",
      "color",
      "clarity",
    ]);
    expect(visibleGradingFields(4)).toEqual(["shape", "weight", "polish", "symmetry", "color", "clarity"]);
    expect(visibleGradingFields(5)).toEqual(["shape", "weight", "polish", "symmetry", "color", "clarity"]);
    expect(visibleGradingFields(6)).toEqual(["shape", "weight", "color", "clarity"]);
  });

  it("requires the spec's table of fields", () => {
    expect([...requiredGradingFields(1)].sort()).toEqual(
      [
        "clarity",
        "color",
        "cut",
        "depth",
        "fluorescence",
        "girdle",
        "polish",
        "shape",
        "symmetry",
        "table",
      ].sort(),
    );
    expect([...requiredGradingFields(2)].sort()).toEqual(
      ["clarity", "color", "depth", "fluorescence", "polish", "shape", "symmetry", "table", "weight"].sort(),
    );
    expect([...requiredGradingFields(3)].sort()).toEqual(
      ["clarity", "color", "fluorescence", "polish", "shape", "symmetry", "weight"].sort(),
    );
    expect(requiredGradingFields(4)).toEqual(requiredGradingFields(5));
    expect([...requiredGradingFields(6)].sort()).toEqual(["clarity", "color", "shape", "weight"]);
  });

  it("template 1 shows Weight but does not require it", () => {
    expect(isFieldVisible(1, "weight")).toBe(true);
    expect(isFieldRequired(1, "weight")).toBe(false);
  });

  it("never requires a field it hides", () => {
    for (const templateId of [1, 2, 3, 4, 5, 6] as const) {
      for (const field of requiredGradingFields(templateId))
        expect(isFieldVisible(templateId, field)).toBe(true);
    }
  });
});
