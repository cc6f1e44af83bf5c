import { describe, expect, it } from "vitest";
import {
  colorGradesFor,
  colorKeyCodes,
  colorTemplateNames,
  diamondStandardColorGrades,
  isColorTemplateName,
  jewelryStandardColorGrades,
} from "./color-templates";

describe("color templates", () => {
  it("lists the ten families in the spec's order", () => {
    expect(colorTemplateNames).toEqual([
      "Standard",
      "Blue",
      "Brown",
      "Green",
      "Pink",
      "Yellow",
      "Yellow-Orange",
      "Black",
      "Red",
      "Purplish-Red",
    ]);
  });

  it("diamond Standard runs from Z down to D", () => {
    expect(diamondStandardColorGrades).toHaveLength(23);
    expect(diamondStandardColorGrades[0]).toBe("Z");
    expect(diamondStandardColorGrades.at(-1)).toBe("D");
    expect(colorGradesFor("Standard")).toEqual(diamondStandardColorGrades);
  });

  it("jewelry Standard runs from D to Z and adds the color words", () => {
    const grades = colorGradesFor("Standard", "jewelry");
    expect(grades).toEqual(jewelryStandardColorGrades);
    expect(grades.slice(0, 23).join("")).toBe("DEFGHIJKLMNOPQRSTUVWXYZ");
    expect(grades.slice(23)).toEqual(["Blue", "Black", "Champagne", "Yellow", "Brown"]);
  });

  it("Brown is C1 to C8 and Black is A to AAAA", () => {
    expect(colorGradesFor("Brown")).toEqual(["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"]);
    expect(colorGradesFor("Black")).toEqual(["A", "AA", "AAA", "AAAA"]);
  });

  it("fancy families use the grade words, lightest first", () => {
    expect(colorGradesFor("Blue")).toEqual([
      "Faint",
      "Very Light",
      "Light",
      "Fancy Light",
      "Fancy",
      "Fancy Intense",
      "Fancy Vivid",
      "Fancy Deep",
      "Fancy Dark",
    ]);
    expect(colorGradesFor("Yellow")[0]).toBe("Fancy Light");
    expect(colorGradesFor("Red")).toContain("Fancy");
    expect(colorGradesFor("Red")).not.toContain("Faint");
  });

  it("product only changes the Standard list", () => {
    for (const name of colorTemplateNames.filter((template) => template !== "Standard")) {
      expect(colorGradesFor(name, "jewelry")).toEqual(colorGradesFor(name, "diamond"));
    }
  });

  it("every family has grades without duplicates", () => {
    for (const name of colorTemplateNames) {
      for (const product of ["diamond", "jewelry"] as const) {
        const grades = colorGradesFor(name, product);
        expect(grades.length).toBeGreaterThan(0);
        expect(new Set(grades).size).toBe(grades.length);
      }
    }
  });

  it("has the spec's key codes, none for Standard", () => {
    expect(colorKeyCodes).toEqual({
      Standard: null,
      Blue: "_B_",
      Brown: null,
      Green: "_G_",
      Pink: "_P_",
      Yellow: "_Y_",
      "Yellow-Orange": "_YO_",
      Black: null,
      Red: "_R_",
      "Purplish-Red": "_PR_",
    });
    const codes = Object.values(colorKeyCodes).filter((code) => code !== null);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("recognises template names case-sensitively", () => {
    expect(isColorTemplateName("Yellow-Orange")).toBe(true);
    expect(isColorTemplateName("yellow-orange")).toBe(false);
    expect(isColorTemplateName("Orange")).toBe(false);
  });
});
