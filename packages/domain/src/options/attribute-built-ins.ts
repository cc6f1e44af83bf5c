import type { AttributeName } from "./attributes";
import { diamondStandardColorGrades } from "./color-templates";
import { cutGrades, diamondClarityGrades, fluorescenceGrades, girdleGrades, polishGrades } from "./grading";
import { jewelryTypes, metals, stoneTypes } from "./jewelry";
import { shapes } from "./shapes";

// The domain's built-in options each attribute extends (or, for 'color', replaces), shown marked
// as built-in on the attributes screen.
export const builtInValues: Record<AttributeName, readonly string[]> = {
  timerTickerBeforeAd: [],
  cut: cutGrades,
  stone_types: stoneTypes,
  jewelry_type: jewelryTypes,
  color: diamondStandardColorGrades,
  metal: metals,
  polish: polishGrades,
  shapes,
  fluorescence: fluorescenceGrades,
  girdle: girdleGrades,
  clarity: diamondClarityGrades,
};

export const builtInsOf = (name: AttributeName) => builtInValues[name].filter((value) => value.trim() !== "");
