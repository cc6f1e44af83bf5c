import { describe, expect, it } from "vitest";
import { colorFamilyName, gradingRows, pamphletTitle, proportionRows, reportNumber } from "./pamphlet";
import { pamphletDiamondFixture } from "./pamphlet-fixture";

const diamond = pamphletDiamondFixture();

describe("the pamphlet's wording", () => {
  it("titles natural and lab-grown stones as the spec says and prefixes a lab-grown number once", () => {
    expect(pamphletTitle(diamond)).toBe("NATURAL DIAMOND GRADING");
    expect(reportNumber(diamond)).toBe("12345");
    const labGrown = { ...diamond, manufacturedAs: "Lab Grown" };
    expect(pamphletTitle(labGrown)).toBe("Lab Grown diamond grading");
    expect(reportNumber(labGrown)).toBe("LG12345");
    expect(reportNumber({ ...labGrown, certificateNumber: "LG777" })).toBe("LG777");
  });

  it("names the colour's family: the D-to-Z range, or a fancy colour's hue", () => {
    expect(colorFamilyName({ template: "Standard", value: "D", asterisks: "" })).toBe("Colorless");
    expect(colorFamilyName({ template: "Standard", value: "G", asterisks: "" })).toBe("Near Colorless");
    expect(colorFamilyName({ template: "Standard", value: "K", asterisks: "" })).toBe("Faint");
    expect(colorFamilyName({ template: "Standard", value: "Z", asterisks: "" })).toBe("Light");
    expect(colorFamilyName({ template: "Pink", value: "Fancy Intense", asterisks: "" })).toBe("Pink");
    expect(colorFamilyName({ template: "Standard", value: "", asterisks: "" })).toBe("");
  });

  it("lists the grading with two-decimal carats, clarity asterisks, and cut for round stones only", () => {
    expect(gradingRows(diamond)).toEqual([
      { label: "Shape", value: "Round" },
      { label: "Measurements", value: "6.41 x 6.44 x 3.97 mm" },
      { label: "Carat Weight", value: "1.00ct" },
      { label: "Color Grade", value: "G — Near Colorless" },
      { label: "Clarity Grade", value: "VS1*" },
      { label: "Cut Grade", value: "Excellent" },
      { label: "Polish", value: "Very Good" },
      { label: "Symmetry", value: "Excellent" },
      { label: "Fluorescence", value: "None" },
      { label: "Inscription", value: "LAB 12345" },
    ]);
    const oval = gradingRows({ ...diamond, shape: "Oval" });
    expect(oval.find((row) => row.label === "Cut Grade")).toBeUndefined();
    expect(proportionRows(diamond)).toEqual([
      { label: "Girdle", value: "Medium" },
      { label: "Depth", value: "61.8%" },
      { label: "Table", value: "57%" },
    ]);
  });
});
