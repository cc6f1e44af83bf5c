import type { JewelryTemplateId } from "../options/jewelry-templates";
import type { JewelrySave } from "./jewelry";
import type { CenterStoneField, MainStoneField, SideStoneField } from "./jewelry-fields";
import { sideStoneCardShown } from "./jewelry-template-rules";

// The fields Save and Create Digital Certificate require, exactly spec 001 §5.1, as data. A field
// is named by its form path: 'jewelryType', 'mainStone.shape', 'centerStones.1.weight'; a color or
// clarity is missing when its value is.

export type JewelryAction = "save" | "createDigitalCertificate";

type StoneRule<Field> = { fields: readonly Field[]; weightUnlessAccent: boolean };
type JewelryRule = {
  general: readonly ("jewelryType" | "certificateNumber")[];
  mainStone?: StoneRule<MainStoneField>;
  // Required when side stones are on.
  sideStone?: StoneRule<SideStoneField>;
  centerStone?: StoneRule<CenterStoneField>;
  saveOnly?: boolean;
};

const mainStoneRule = (fields: readonly MainStoneField[], weightUnlessAccent: boolean): JewelryRule => ({
  general: ["jewelryType"],
  mainStone: { fields, weightUnlessAccent },
});
const asTemplate1 = mainStoneRule(["shape", "polish", "symmetry", "cut", "weight", "color", "clarity"], true);
const asTemplate1WithoutCut = mainStoneRule(
  ["shape", "polish", "symmetry", "weight", "color", "clarity"],
  true,
);
const minimalist = ["shape", "weight", "color", "clarity"] as const;

// Templates not listed (7, 12, 13, 15, 16, 17, 19, 20, 21, 23) require nothing.
export const jewelryRequiredFieldRules: Readonly<Partial<Record<JewelryTemplateId, JewelryRule>>> = {
  1: asTemplate1,
  4: asTemplate1,
  8: asTemplate1,
  9: asTemplate1WithoutCut,
  2: mainStoneRule(["weight", "color", "color2", "clarity", "clarity2"], false),
  3: mainStoneRule(["shape", "color", "clarity"], false),
  5: mainStoneRule(minimalist, true),
  10: mainStoneRule([...minimalist, "clarity2"], true),
  11: mainStoneRule([...minimalist, "color2"], true),
  6: asTemplate1WithoutCut,
  14: mainStoneRule(["shape"], false),
  22: {
    general: ["jewelryType"],
    mainStone: { fields: ["type", "shape", "weight", "color"], weightUnlessAccent: false },
    sideStone: { fields: ["type", "shape", "weight", "color", "clarity"], weightUnlessAccent: false },
    saveOnly: true,
  },
};

// While multiple center stones are on (templates 4 and 13), this rule replaces the template's.
export const multipleCenterStonesRule: JewelryRule = {
  general: ["certificateNumber", "jewelryType"],
  centerStone: {
    fields: ["shape", "polish", "symmetry", "weight", "color", "clarity"],
    weightUnlessAccent: true,
  },
};

// 'Weight (unless the stone type contains Accent)': an accent stone is too small to weigh.
export function isAccentStone(type: string): boolean {
  return /accent/i.test(type);
}

type RequiredValue = { field: string; value: unknown };

function stoneValues<Field extends string>(
  path: string,
  stone: { type: string } & Record<Field, unknown>,
  rule: StoneRule<Field> | undefined,
): RequiredValue[] {
  if (!rule) return [];
  const skipWeight = rule.weightUnlessAccent && isAccentStone(stone.type);
  return rule.fields
    .filter((field) => !(field === "weight" && skipWeight))
    .map((field) => ({ field: `${path}.${field}`, value: stone[field] }));
}

// Every required field of the record with its value, for the action.
export function requiredJewelryValues(record: JewelrySave, action: JewelryAction): RequiredValue[] {
  const rule = record.isMultipleCenterStones
    ? multipleCenterStonesRule
    : jewelryRequiredFieldRules[record.templateId];
  if (!rule || (rule.saveOnly && action !== "save")) return [];
  const sideStonesOn = sideStoneCardShown(record.templateId, record.hasSideStones);
  return [
    ...rule.general.map((field) => ({ field, value: record[field] })),
    ...stoneValues("mainStone", record.mainStone, rule.mainStone),
    ...(sideStonesOn ? stoneValues("sideStone", record.sideStone, rule.sideStone) : []),
    ...record.centerStones.flatMap((stone, index) =>
      stoneValues(`centerStones.${index}`, stone, rule.centerStone),
    ),
  ];
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object" && "value" in value) return isBlank(value.value);
  return false;
}

// The paths of the required fields that are empty, in the form's order.
export function missingJewelryFields(record: JewelrySave, action: JewelryAction): string[] {
  return requiredJewelryValues(record, action)
    .filter(({ value }) => isBlank(value))
    .map(({ field }) => field);
}
