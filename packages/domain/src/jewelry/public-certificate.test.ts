import { describe, expect, it } from "vitest";
import { roundGradingFixture } from "../certificates/round-grading-fixture";
import { type JewelrySaveInput, jewelrySaveSchema } from "./jewelry";
import { jewelryCertificateStones, jewelryGeneralDetails, jewelryHeadline } from "./public-certificate";
import type { MainStoneInput } from "./stones";

const graded: MainStoneInput = { type: "Diamond", ...roundGradingFixture, weight: "1.01" };
const record = (input: Partial<JewelrySaveInput>) =>
  jewelrySaveSchema.parse({ templateId: 1, jewelryType: "Ring", metal: "18K White Gold", ...input });
const labels = (input: Partial<JewelrySaveInput>) =>
  jewelryCertificateStones(record(input)).map((stone) => [stone.title, stone.details.map((d) => d.label)]);

describe("the public jewelry certificate's fields", () => {
  it("shows every grade of template 1 with its values, and side stones only when on", () => {
    const stones = jewelryCertificateStones(
      record({ mainStone: graded, hasSideStones: true, sideStone: { type: "Diamond", weight: "0.40 ctw" } }),
    );
    expect(stones).toEqual([
      {
        title: "Main Stone",
        details: [
          { label: "Type", value: "Diamond" },
          { label: "Shape", value: "Round" },
          { label: "Cut", value: "Excellent" },
          { label: "Polish", value: "Excellent" },
          { label: "Symmetry", value: "Very Good" },
          { label: "Weight", value: "1.01ct" },
          { label: "Measurements", value: "6.41 x 6.43 x 3.97 mm" },
          { label: "Table", value: "57%" },
          { label: "Depth", value: "61.8%" },
          { label: "Color", value: "G" },
          { label: "Clarity", value: "VS1*" },
        ],
      },
      {
        title: "Side Stones",
        details: [
          { label: "Type", value: "Diamond" },
          { label: "Weight", value: "0.40 ctw" },
        ],
      },
    ]);
    expect(labels({ mainStone: graded, hasSideStones: false, sideStone: { type: "Diamond" } })).toHaveLength(
      1,
    );
  });

  it("reads a weight typed as a bare number as carats and keeps one typed with its unit, to two decimals", () => {
    const weights = (weight: string) =>
      jewelryCertificateStones(record({ mainStone: { weight } }))[0]?.details.find(
        (detail) => detail.label === "Weight",
      )?.value;
    // Two decimals, as reports give carats (issue 21).
    expect(weights(" 0.5 ")).toBe("0.50ct");
    expect(weights("1.20 ctw")).toBe("1.20 ctw");
    expect(weights("0.4ctw")).toBe("0.40 ctw");
    expect(weights("3 pcs 0.25")).toBe("3 pcs 0.25");
  });

  it("keeps to the template: minimalist, no cut, gem primary, metal only, no sides", () => {
    expect(labels({ templateId: 5, mainStone: graded })).toEqual([
      ["Main Stone", ["Shape", "Weight", "Color", "Clarity"]],
    ]);
    expect(labels({ templateId: 6, mainStone: graded })[0]?.[1]).not.toContain("Cut");
    expect(labels({ templateId: 15, mainStone: graded, sideStone: { type: "Ruby" } })).toEqual([
      ["Gem Stone", ["Type", "Shape", "Cut", "Weight", "Measurements", "Color", "Clarity"]],
      ["Side Stones", ["Type"]],
    ]);
    expect(labels({ templateId: 19, mainStone: graded })).toEqual([]);
    // 'Main Stone (No Sides)' never shows side stones left from another template.
    expect(
      labels({ templateId: 8, mainStone: graded, hasSideStones: true, sideStone: { type: "Ruby" } }),
    ).toEqual([["Main Stone", expect.any(Array)]]);
  });

  it("shows the second color and clarity where the template has them, with a fancy color's hue", () => {
    const stones = jewelryCertificateStones(
      record({
        templateId: 2,
        mainStone: {
          weight: "2.00",
          color: { template: "Yellow", value: "Fancy Vivid", asterisks: "" },
          color2: { template: "Standard", value: "H", asterisks: "" },
          clarity2: { value: "SI1", asterisks: "**" },
        },
      }),
    );
    expect(stones[0]?.details).toEqual([
      { label: "Weight", value: "2.00ct" },
      { label: "Color", value: "Fancy Vivid (Yellow)" },
      { label: "Color 2", value: "H" },
      { label: "Clarity 2", value: "SI1**" },
    ]);
  });

  it("shows two center stones in the main stone's place on templates 4 and 13", () => {
    const input = {
      isMultipleCenterStones: true,
      mainStone: graded,
      centerStones: [graded, { ...graded, weight: "0.98" }],
    };
    expect(labels({ templateId: 4, ...input }).map(([title]) => title)).toEqual([
      "Center Stone 1",
      "Center Stone 2",
    ]);
    expect(labels({ templateId: 13, ...input })[1]?.[1]).not.toContain("Cut");
    // Elsewhere the center stones are unused and the main stone shows.
    expect(labels({ templateId: 1, ...input }).map(([title]) => title)).toEqual(["Main Stone"]);
  });

  it("shows the general fields of the template and a headline", () => {
    const item = record({ templateId: 7, measurement: "Size 6" });
    expect(jewelryGeneralDetails(item)).toEqual([
      { label: "Jewelry Type", value: "Ring" },
      { label: "Metal", value: "18K White Gold" },
    ]);
    expect(jewelryGeneralDetails(record({ measurement: "Size 6" }))).toContainEqual({
      label: "Measurement",
      value: "Size 6",
    });
    expect(jewelryHeadline(item)).toBe("18K White Gold Ring");
  });
});
