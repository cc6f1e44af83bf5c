import type { AttributeName } from "@loupe/domain/options/attributes";
import { diamondStandardColorGrades } from "@loupe/domain/options/color-templates";
import {
  cutGrades,
  diamondClarityGrades,
  fluorescenceGrades,
  girdleGrades,
  polishGrades,
} from "@loupe/domain/options/grading";
import { jewelryTypes, metals, stoneTypes } from "@loupe/domain/options/jewelry";
import { shapes } from "@loupe/domain/options/shapes";

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
