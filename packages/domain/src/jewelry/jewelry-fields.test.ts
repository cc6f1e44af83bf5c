import { describe, expect, it } from "vitest";
import { type JewelryTemplateId, jewelryTemplates } from "../options/jewelry-templates";
import { jewelrySaveSchema } from "./jewelry";
import { jewelryFieldsShown, mainStoneCardShown } from "./jewelry-fields";
import { missingJewelryFields } from "./jewelry-required-fields";
import { applyJewelryTemplate, sideStoneCardShown, sideStoneSwitchShown } from "./jewelry-template-rules";

const full = ["type", "shape", "cut", "polish", "symmetry", "weight", "measurements", "table", "depth"];
const grades = ["color", "clarity"];
const fullMain = [...full, ...grades];
const noCut = fullMain.filter((field) => field !== "cut");
const minimalist = ["shape", "weight", "color", "clarity"];
const gem = ["type", "shape", "cut", "weight", "measurements", "color", "clarity"];
const side = ["type", "shape", "cut", "weight", "measurements", "color", "clarity"];
const general = ["jewelryType", "metal", "measurement"];

// [template, main stone fields, side stone fields, center stone fields, general fields]
const shown: [JewelryTemplateId, string[], string[], string[], string[]][] = [
  [1, fullMain, side, [], general],
  [2, [...fullMain, "color2", "clarity2"], [], [], general],
  [3, minimalist, side, [], general],
  [4, fullMain, [], fullMain, general],
  [5, minimalist, side, [], general],
  [6, noCut, side.filter((field) => field !== "cut"), [], general],
  [7, minimalist, side, [], ["jewelryType", "metal"]],
  [8, fullMain, [], [], general],
  [9, noCut, [], [], general],
  [10, [...fullMain, "clarity2"], side, [], general],
  [11, [...fullMain, "color2"], side, [], general],
  [12, minimalist, side, [], general],
  [13, noCut, [], noCut, general],
  [14, ["type", "shape", "weight", "measurements", "color"], [], [], general],
  [15, gem, side, [], general],
  [16, fullMain, side, [], general],
  [17, gem, [], [], general],
  [19, [], [], [], general],
  [20, gem, side, [], general],
  [21, fullMain, side, [], general],
  [22, ["type", "shape", "cut", "weight", "measurements", "color", "clarity"], side, [], general],
  [23, fullMain, side, [], general],
];

const stone = (prefix: string, fields: string[]) => fields.map((field) => `${prefix}.${field}`);
const centers = (fields: string[]) => [
  ...stone("centerStones.0", fields),
  ...stone("centerStones.1", fields),
];
const as1 = [
  "jewelryType",
  ...stone("mainStone", ["shape", "polish", "symmetry", "cut", "weight", ...grades]),
];
const as1WithoutCut = as1.filter((field) => field !== "mainStone.cut");
const as5 = ["jewelryType", ...stone("mainStone", ["shape", "weight", ...grades])];
const centerRule = [
  "certificateNumber",
  "jewelryType",
  ...centers(["shape", "polish", "symmetry", "weight", ...grades]),
];

// Spec 001 §5.1, field by field, on a blank record that chose the template.
const required: [JewelryTemplateId, string[]][] = [
  [1, as1],
  [2, ["jewelryType", ...stone("mainStone", ["weight", "color", "color2", "clarity", "clarity2"])]],
  [3, ["jewelryType", ...stone("mainStone", ["shape", ...grades])]],
  [4, centerRule],
  [5, as5],
  [6, as1WithoutCut],
  [7, []],
  [8, as1],
  [9, as1WithoutCut],
  [10, [...as5, "mainStone.clarity2"]],
  [11, [...as5, "mainStone.color2"]],
  [12, []],
  [13, centerRule],
  [14, ["jewelryType", "mainStone.shape"]],
  [15, []],
  [16, []],
  [17, []],
  [19, []],
  [20, []],
  [21, []],
  [22, ["jewelryType", ...stone("mainStone", ["type", "shape", "weight", "color"])]],
  [23, []],
];

const blank = jewelrySaveSchema.parse({ templateId: 1 });
const chosen = (templateId: JewelryTemplateId) =>
  applyJewelryTemplate(blank, templateId, { existing: false });
const sorted = (fields: readonly string[]) => [...fields].sort();

describe("the fields each jewelry template shows", () => {
  it("covers the 22 templates", () => {
    expect(shown.map(([id]) => id)).toEqual(jewelryTemplates.map((template) => template.id));
  });

  it.each(shown)("template %i", (templateId, mainStone, sideStone, centerStone, generalFields) => {
    const fields = jewelryFieldsShown(templateId);
    expect(sorted(fields.mainStone)).toEqual(sorted(mainStone));
    expect(sorted(fields.sideStone)).toEqual(sorted(sideStone));
    expect(sorted(fields.centerStone)).toEqual(sorted(centerStone));
    expect(fields.general).toEqual(generalFields);
  });

  it("'Metal Only' has no stone card, every other template a main stone card", () => {
    for (const { id } of jewelryTemplates) expect(mainStoneCardShown(id), String(id)).toBe(id !== 19);
  });

  it("lists side stone fields exactly where the side stone card can show", () => {
    for (const { id } of jewelryTemplates) {
      const canShow = sideStoneCardShown(id, true) || sideStoneSwitchShown(id);
      expect(jewelryFieldsShown(id).sideStone.length > 0, String(id)).toBe(canShow);
    }
  });
});

describe("the fields each jewelry template requires on Save (spec 001 §5.1)", () => {
  it("covers the 22 templates", () => {
    expect(required.map(([id]) => id)).toEqual(jewelryTemplates.map((template) => template.id));
  });

  it.each(required)("template %i", (templateId, fields) => {
    expect(sorted(missingJewelryFields(chosen(templateId), "save"))).toEqual(sorted(fields));
  });

  it("never requires a field the template hides", () => {
    const isShown = (templateId: JewelryTemplateId, path: string) => {
      const fields = jewelryFieldsShown(templateId);
      const [card, second, third] = path.split(".");
      if (card === "certificateNumber") return true;
      if (card === "mainStone") return fields.mainStone.some((field) => field === second);
      if (card === "sideStone") return fields.sideStone.some((field) => field === second);
      if (card === "centerStones") return fields.centerStone.some((field) => field === third);
      return fields.general.some((field) => field === card);
    };
    for (const { id } of jewelryTemplates) {
      for (const sideStones of [false, true]) {
        const record = { ...chosen(id), hasSideStones: sideStones || chosen(id).hasSideStones };
        for (const path of missingJewelryFields(record, "save"))
          expect(isShown(id, path), `${id} ${path}`).toBe(true);
      }
    }
  });
});
