import { describe, expect, it } from "vitest";
import { type JewelryTemplateId, jewelryTemplates } from "../options/jewelry-templates";
import { type CardStone, type JewelryCardData, jewelryCardData } from "./card-data";
import { jewelryFixture } from "./jewelry-fixture";
import type { MainStoneInput } from "./stones";

// One piece with every stone graded, each grade telling its stone apart, so a body shows which
// stone each key was read from.
const mainStone = {
  type: "Diamond",
  shape: "Oval",
  cut: "Excellent",
  weight: "1.01",
  color: { template: "Standard", value: "G", asterisks: "*" },
  clarity: { value: "VS1", asterisks: "" },
  color2: { template: "Standard", value: "H", asterisks: "" },
  clarity2: { value: "SI1", asterisks: "**" },
} satisfies MainStoneInput;
const sideStone = {
  type: "Diamond",
  shape: "Round",
  cut: "Very Good",
  weight: "0.30 ctw",
  color: { template: "Standard", value: "F", asterisks: "" },
  clarity: { value: "VVS2", asterisks: "" },
} satisfies MainStoneInput;
const centerStones = [
  {
    type: "Diamond",
    shape: "Pear",
    cut: "Ideal",
    weight: "0.70",
    color: { template: "Standard", value: "E", asterisks: "" },
    clarity: { value: "VS2", asterisks: "*" },
  },
  {
    type: "Diamond",
    shape: "Marquise",
    cut: "Good",
    weight: "0.71",
    color: { template: "Standard", value: "D", asterisks: "**" },
    clarity: { value: "IF", asterisks: "" },
  },
] satisfies MainStoneInput[];

// The card's texts of each stone above.
const main: CardStone = { Shape: "Oval", Weight: "1.01", Color: "G*", Clarity: "VS1", Cut: "Excellent" };
const side: CardStone = { Shape: "Round", Weight: "0.30 ctw", Color: "F", Clarity: "VVS2", Cut: "Very Good" };
const center1: CardStone = { Shape: "Pear", Weight: "0.70", Color: "E", Clarity: "VS2*", Cut: "Ideal" };
const center2: CardStone = { Shape: "Marquise", Weight: "0.71", Color: "D**", Clarity: "IF", Cut: "Good" };
const color2 = "H";
const clarity2 = "SI1**";

type Grade = keyof CardStone;
const all: Grade[] = ["Shape", "Weight", "Color", "Clarity", "Cut"];
const noCut: Grade[] = ["Shape", "Weight", "Color", "Clarity"];

// What each template's card carries (the spec's template names, 001 §3.3, and what the editor
// shows of each, §4.2 and §5.1), written out here rather than read from jewelry-fields.ts.
type Expected = {
  main?: Grade[];
  color2?: true;
  clarity2?: true;
  centers?: Grade[];
  side?: Grade[];
  noMeasurement?: true;
};
const expectedByTemplate: Record<JewelryTemplateId, Expected> = {
  1: { main: all, side: all },
  2: { main: all, color2: true, clarity2: true },
  3: { main: noCut, side: all },
  4: { centers: all },
  5: { main: noCut, side: all },
  6: { main: noCut, side: noCut },
  7: { main: noCut, side: all, noMeasurement: true },
  8: { main: all },
  9: { main: noCut },
  10: { main: all, clarity2: true, side: all },
  11: { main: all, color2: true, side: all },
  12: { main: noCut, side: all },
  13: { centers: noCut },
  // 'No Diamond': no clarity, no cut.
  14: { main: ["Shape", "Weight", "Color"] },
  15: { main: all, side: all },
  16: { main: all, side: all },
  17: { main: all },
  19: {},
  20: { main: all, side: all },
  21: { main: all, side: all },
  22: { main: all, side: all },
  23: { main: all, side: all },
};

const only = (stone: CardStone, grades: Grade[] | undefined): CardStone =>
  Object.fromEntries(all.map((grade) => [grade, grades?.includes(grade) ? stone[grade] : ""])) as CardStone;
const keyed = (prefix: string, stone: CardStone) =>
  Object.fromEntries(Object.entries(stone).map(([grade, text]) => [`${prefix}${grade}`, text]));

function expectedBody(expected: Expected): JewelryCardData {
  return {
    CertNum: "JW1",
    CertificateComments: "Heated",
    CardDescription: "Three stone ring",
    Type: "Jewelry",
    ClientSKU: "RING-7",
    ColoredStone: false,
    Metal: "Platinum",
    Measurement: expected.noMeasurement ? "" : "Size 5.5",
    ...keyed("MainStone", only(main, expected.main)),
    MainStoneColor2: expected.color2 ? color2 : "",
    MainStoneClarity2: expected.clarity2 ? clarity2 : "",
    ...keyed("CenterStone1", only(center1, expected.centers)),
    ...keyed("CenterStone2", only(center2, expected.centers)),
    ...keyed("SideStone", only(side, expected.side)),
  } as JewelryCardData;
}

// The piece as saved on a template: side stones switched on (shown where the template shows
// them), multiple center stones on for 4 and 13 (as choosing the template does).
function cardOn(templateId: JewelryTemplateId, overrides: { hasSideStones?: boolean } = {}) {
  const { jewelry } = jewelryFixture({
    templateId,
    certificateNumber: "JW1",
    clientSku: "RING-7",
    certificateComments: "Heated",
    description: "Not on the card",
    cardDescription: "Three stone ring",
    metal: "Platinum",
    measurement: "Size 5.5",
    mainStone,
    hasSideStones: overrides.hasSideStones ?? true,
    sideStone,
    isMultipleCenterStones: templateId === 4 || templateId === 13,
    centerStones,
  });
  return jewelryCardData({ ...jewelry, coloredStone: false });
}

describe("the jewelry card's body per template (spec 001 §7.2, docs/card-printer.md)", () => {
  it("has an expectation for each of the 22 templates", () => {
    expect(Object.keys(expectedByTemplate).map(Number)).toEqual(jewelryTemplates.map((t) => t.id));
    expect(jewelryTemplates).toHaveLength(22);
  });

  it.each(jewelryTemplates.map((template) => [template.id, template.name] as const))(
    "template %i (%s) sends what it shows",
    (templateId, _name) => {
      expect(cardOn(templateId)).toEqual(expectedBody(expectedByTemplate[templateId]));
    },
  );

  it("templates 4 and 13 carry both center stones, the main stone's keys empty", () => {
    for (const templateId of [4, 13] as const) {
      const card = cardOn(templateId);
      expect([card.CenterStone1Shape, card.CenterStone1Color, card.CenterStone1Clarity]).toEqual([
        "Pear",
        "E",
        "VS2*",
      ]);
      expect([card.CenterStone2Shape, card.CenterStone2Color, card.CenterStone2Clarity]).toEqual([
        "Marquise",
        "D**",
        "IF",
      ]);
      expect([card.MainStoneShape, card.MainStoneColor, card.MainStoneClarity]).toEqual(["", "", ""]);
    }
    expect(cardOn(4).CenterStone1Cut).toBe("Ideal");
    expect(cardOn(13).CenterStone1Cut).toBe("");
  });

  it("templates 2, 10 and 11 carry the second color and clarity they show", () => {
    expect([cardOn(2).MainStoneColor2, cardOn(2).MainStoneClarity2]).toEqual([color2, clarity2]);
    expect([cardOn(10).MainStoneColor2, cardOn(10).MainStoneClarity2]).toEqual(["", clarity2]);
    expect([cardOn(11).MainStoneColor2, cardOn(11).MainStoneClarity2]).toEqual([color2, ""]);
    expect([cardOn(1).MainStoneColor2, cardOn(1).MainStoneClarity2]).toEqual(["", ""]);
  });

  it("leaves the side stones out when their switch is off, except where the template forces them", () => {
    expect(cardOn(1, { hasSideStones: false })).toEqual(expectedBody({ main: all }));
    expect(cardOn(16, { hasSideStones: false }).SideStoneClarity).toBe("VVS2");
  });

  it("reads a template 4 piece without center stones from its main stone", () => {
    const { jewelry } = jewelryFixture({ templateId: 4, mainStone, isMultipleCenterStones: false });
    const card = jewelryCardData(jewelry);
    expect([card.MainStoneShape, card.MainStoneColor, card.CenterStone1Shape]).toEqual(["Oval", "G*", ""]);
  });

  it("sends the stored ColoredStone flag", () => {
    const { jewelry } = jewelryFixture({ templateId: 1, mainStone });
    expect(jewelryCardData({ ...jewelry, coloredStone: true }).ColoredStone).toBe(true);
    expect(jewelryCardData({ ...jewelry, coloredStone: false }).ColoredStone).toBe(false);
  });
});
