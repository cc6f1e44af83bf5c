import { describe, expect, it } from "vitest";
import type { JewelryTemplateId } from "../options/jewelry-templates";
import { isColoredStone } from "./colored-stone";
import { jewelrySaveSchema } from "./jewelry";

type Case = {
  piece: string;
  templateId?: JewelryTemplateId;
  main?: string;
  // Side stones on with this type; undefined: the switch is off.
  side?: string;
  // Left in the record while the side-stone switch is off (a leftover the piece does not have).
  sideTypeWhileOff?: string;
  centers?: string[];
  colored: boolean;
};

function record(c: Case) {
  return jewelrySaveSchema.parse({
    templateId: c.templateId ?? 1,
    mainStone: { type: c.main ?? "" },
    hasSideStones: c.side !== undefined,
    sideStone: { type: c.side ?? c.sideTypeWhileOff ?? "" },
    isMultipleCenterStones: c.centers !== undefined,
    centerStones: (c.centers ?? []).map((type) => ({ type })),
  });
}

// A piece whose stones are all diamonds is not colored; any other stone, or a stone of unknown
// type, makes it colored (spec 001 §4.1 and its intent, colored-stone.ts).
const cases: Case[] = [
  { piece: "diamond solitaire, no side stones", main: "Diamond", colored: false },
  {
    piece: "diamond solitaire, a stale side type left while the switch is off",
    main: "Diamond",
    sideTypeWhileOff: "Ruby",
    colored: false,
  },
  { piece: "diamond main + diamond sides", main: "Diamond", side: "Diamond", colored: false },
  {
    piece: "lab grown main + accent sides",
    main: "Lab Grown Diamond",
    side: "Diamond Accent",
    colored: false,
  },
  { piece: "case differences", main: "DIAMOND", side: "black diamond", colored: false },
  { piece: "type with spaces around it", main: "  Diamond ", colored: false },
  { piece: "ruby main, no sides", main: "Ruby", colored: true },
  { piece: "ruby main + diamond sides", main: "Ruby", side: "Diamond", colored: true },
  { piece: "diamond main + sapphire sides", main: "Diamond", side: "Sapphire", colored: true },
  { piece: "diamond main + sides on with an empty type", main: "Diamond", side: "", colored: true },
  { piece: "empty main stone type, no sides", main: "", colored: true },
  { piece: "empty main stone type + diamond sides", main: "", side: "Diamond", colored: true },
  { piece: "pearl main", main: "Akoya Pearl", colored: true },
  { piece: "diamond main + sides typed 'None'", main: "Diamond", side: "None", colored: false },
  { piece: "no stones: main typed 'None', no sides", main: "None", colored: false },
  { piece: "no stones: template 19 Metal Only", templateId: 19, colored: false },
  {
    piece: "template 19 ignores a main stone left from another template",
    templateId: 19,
    main: "Ruby",
    colored: false,
  },
  // Template 16 'Diamond Primary and Gem Secondary' always shows its side stones.
  {
    piece: "template 16: diamond main + emerald sides",
    templateId: 16,
    main: "Diamond",
    sideTypeWhileOff: "Emerald",
    colored: true,
  },
  {
    piece: "template 8 'No Sides' ignores side stones",
    templateId: 8,
    main: "Diamond",
    side: "Ruby",
    colored: false,
  },
  {
    piece: "template 4: two diamond center stones",
    templateId: 4,
    main: "",
    centers: ["Diamond", "Lab Grown Diamond"],
    colored: false,
  },
  {
    piece: "template 13: diamond + ruby center stones",
    templateId: 13,
    main: "Diamond",
    centers: ["Diamond", "Ruby"],
    colored: true,
  },
  {
    piece: "template 4: a center stone of unknown type",
    templateId: 4,
    centers: ["Diamond", ""],
    colored: true,
  },
];

describe("ColoredStone (spec 001 §4.1, issue 19)", () => {
  it.each(cases)("$piece: colored $colored", (c) => {
    expect(isColoredStone(record(c))).toBe(c.colored);
  });
});
