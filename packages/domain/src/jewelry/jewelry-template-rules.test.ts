import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { jewelryTypes } from "../options/jewelry";
import { jewelryTemplates } from "../options/jewelry-templates";
import { jewelrySaveSchema } from "./jewelry";
import {
  addCenterStone,
  allowedJewelryTypes,
  applyJewelryTemplate,
  mainStoneTitle,
  sideStoneCardShown,
  sideStoneSwitchShown,
} from "./jewelry-template-rules";
import { blankCenterStone } from "./stones";

const graded = jewelrySaveSchema.parse({
  templateId: 1,
  certificateNumber: "JW1",
  jewelryType: "Bracelet",
  hasSideStones: true,
  mainStone: {
    type: "Diamond",
    shape: "Oval",
    weight: "1.5",
    color: { template: "Standard", value: "F", asterisks: "*" },
  },
});
const newItem = { existing: false };
const existingItem = { existing: true };

describe("choosing a jewelry template (spec 001 §4.2)", () => {
  it.each([4, 13] as const)("%i turns center stones on and side stones off, with two blank stones", (id) => {
    const record = applyJewelryTemplate(graded, id, newItem);
    expect(record).toMatchObject({ templateId: id, isMultipleCenterStones: true, hasSideStones: false });
    expect(record.centerStones).toEqual([blankCenterStone(), blankCenterStone()]);
  });

  it("seeds one center stone from the single stone of an existing item", () => {
    const record = applyJewelryTemplate(graded, 4, existingItem);
    expect(record.centerStones).toHaveLength(1);
    expect(record.centerStones[0]).toMatchObject({ type: "Diamond", shape: "Oval", weight: "1.5" });
    expect(record.centerStones[0]?.color).toEqual({ template: "Standard", value: "F", asterisks: "*" });
    expect(record.centerStones[0]).not.toHaveProperty("colorCode");
  });

  it("keeps the center stones when switching between 4 and 13", () => {
    const four = applyJewelryTemplate(graded, 4, existingItem);
    expect(applyJewelryTemplate(four, 13, existingItem).centerStones).toEqual(four.centerStones);
  });

  it("turns center stones off on every other template", () => {
    const four = applyJewelryTemplate(graded, 4, newItem);
    for (const { id } of jewelryTemplates.filter((template) => template.id !== 4 && template.id !== 13)) {
      expect(applyJewelryTemplate(four, id, newItem).isMultipleCenterStones, String(id)).toBe(false);
    }
  });

  it("turns side stones off on 10 and on on 20, and leaves them elsewhere", () => {
    expect(applyJewelryTemplate(graded, 10, newItem).hasSideStones).toBe(false);
    expect(applyJewelryTemplate({ ...graded, hasSideStones: false }, 20, newItem).hasSideStones).toBe(true);
    expect(applyJewelryTemplate(graded, 21, newItem).hasSideStones).toBe(true);
    expect(applyJewelryTemplate({ ...graded, hasSideStones: false }, 21, newItem).hasSideStones).toBe(false);
  });

  it("gives template 2 its second color and clarity", () => {
    const record = applyJewelryTemplate(graded, 2, newItem);
    expect(record.mainStone.color2).toEqual({ template: "Standard", value: "", asterisks: "" });
    expect(record.mainStone.clarity2).toEqual({ value: "", asterisks: "" });
  });

  it("restricts the jewelry type on template 5 only", () => {
    expect(allowedJewelryTypes(5)).toEqual(["Pendant", "Necklace", "Ring"]);
    expect(allowedJewelryTypes(1)).toEqual(jewelryTypes);
    expect(applyJewelryTemplate(graded, 5, newItem).jewelryType).toBe("");
    expect(applyJewelryTemplate({ ...graded, jewelryType: "Ring" }, 5, newItem).jewelryType).toBe("Ring");
    // A type from the jewelry_type attribute survives every unrestricted template.
    expect(applyJewelryTemplate({ ...graded, jewelryType: "Anklet" }, 3, newItem).jewelryType).toBe("Anklet");
  });
});

describe("the side stone switch and card", () => {
  const hidden = [2, 4, 8, 9, 13, 14, 15, 16, 17, 19, 20];

  it("hides the switch on the spec's templates", () => {
    for (const { id } of jewelryTemplates)
      expect(sideStoneSwitchShown(id), String(id)).toBe(!hidden.includes(id));
  });

  it("shows the card when the switch is on, and always on 15, 16 and 20", () => {
    expect(sideStoneCardShown(1, true)).toBe(true);
    expect(sideStoneCardShown(1, false)).toBe(false);
    for (const id of [15, 16, 20] as const) expect(sideStoneCardShown(id, false)).toBe(true);
    // A hidden switch counts as off: 'Main Stone (No Sides)' shows no side stones.
    expect(sideStoneCardShown(8, true)).toBe(false);
  });
});

describe("the main stone card's title", () => {
  it("is 'Gem Stone' on the gem-primary templates", () => {
    const gem = jewelryTemplates
      .filter(({ id }) => mainStoneTitle(id) === "Gem Stone")
      .map(({ name }) => name);
    expect(gem).toEqual(["Gem Stone as Primary", "Only Gem Stones", "Gem Stones as Primary and Sidestones"]);
    expect(mainStoneTitle(16)).toBe("Main Stone");
  });
});

describe("adding a center stone", () => {
  it("adds a blank stone up to two and refuses a third with the spec's alert", () => {
    const one = addCenterStone([]);
    expect(one).toEqual({ ok: true, stones: [blankCenterStone()] });
    const two = one.ok ? addCenterStone(one.stones) : one;
    expect(two.ok && two.stones).toHaveLength(2);
    const three = two.ok ? addCenterStone(two.stones) : two;
    expect(three).toEqual({
      ok: false,
      title: messages.maxCenterStonesTitle,
      message: messages.maxCenterStones,
    });
    expect(messages.maxCenterStones).toBe("You are only allowed to have 2 Center Stones");
  });
});
