import type { JewelryTemplateId } from "../options/jewelry-templates";

// Which fields the jewelry editor shows on each template (spec 001 §3.3 template names, §5.1),
// stated once as data. Fields not listed here (numbers, SKUs, client, customer, metal, texts,
// video, shipping and billing) show on every template; each stone card that shows also has the
// render's color code and mode.

export const generalJewelryFields = ["jewelryType", "metal", "measurement"] as const;
export type GeneralJewelryField = (typeof generalJewelryFields)[number];

export const mainStoneFields = [
  "type",
  "shape",
  "cut",
  "polish",
  "symmetry",
  "weight",
  "measurements",
  "table",
  "depth",
  "color",
  "clarity",
  "color2",
  "clarity2",
] as const;
export type MainStoneField = (typeof mainStoneFields)[number];
export type CenterStoneField = Exclude<MainStoneField, "color2" | "clarity2">;
export type SideStoneField = Exclude<CenterStoneField, "polish" | "symmetry" | "table" | "depth">;

export type JewelryTemplateFields = {
  general: readonly GeneralJewelryField[];
  mainStone: readonly MainStoneField[];
  // When the Side Stone card shows (jewelry-template-rules.ts); empty where it never does.
  sideStone: readonly SideStoneField[];
  // Templates 4 and 13: while multiple center stones are on, their tabs take the main stone's place.
  centerStone: readonly CenterStoneField[];
};

const general = generalJewelryFields;
const isCenterStoneField = (field: MainStoneField): field is CenterStoneField =>
  field !== "color2" && field !== "clarity2";
// Every grade of a single stone.
const full = mainStoneFields.filter(isCenterStoneField);
const noCut = full.filter((field) => field !== "cut");
// 'Minimalist': the stone in four fields.
const minimalist = ["shape", "weight", "color", "clarity"] as const;
// A gem, like a side stone, is graded without the diamond's polish, symmetry, table and depth.
const gem = ["type", "shape", "cut", "weight", "measurements", "color", "clarity"] as const;
const side = gem;
const sideNoCut = side.filter((field) => field !== "cut");
const none = [] as const;

const row = (
  mainStone: readonly MainStoneField[],
  sideStone: readonly SideStoneField[],
  more: Partial<JewelryTemplateFields> = {},
): JewelryTemplateFields => ({ general, mainStone, sideStone, centerStone: none, ...more });

export const jewelryTemplateFields: Readonly<Record<JewelryTemplateId, JewelryTemplateFields>> = {
  1: row(full, side),
  2: row([...full, "color2", "clarity2"], none),
  3: row(minimalist, side),
  4: row(full, none, { centerStone: full }),
  5: row(minimalist, side),
  6: row(noCut, sideNoCut),
  7: row(minimalist, side, { general: ["jewelryType", "metal"] }),
  8: row(full, none),
  9: row(noCut, none),
  10: row([...full, "clarity2"], side),
  11: row([...full, "color2"], side),
  12: row(minimalist, side),
  13: row(noCut, none, { centerStone: noCut }),
  // 'No Diamond': no diamond grades (cut, polish, symmetry, table, depth, clarity).
  14: row(["type", "shape", "weight", "measurements", "color"], none),
  15: row(gem, side),
  16: row(full, side),
  17: row(gem, none),
  19: row(none, none),
  20: row(gem, side),
  21: row(full, side),
  // 'Main 4': the four Cs (cut, color, clarity, carat weight) with the stone's type and shape.
  22: row(["type", "shape", "cut", "weight", "measurements", "color", "clarity"], side),
  23: row(full, side),
};

export function jewelryFieldsShown(templateId: JewelryTemplateId): JewelryTemplateFields {
  return jewelryTemplateFields[templateId];
}

// Whether the Main Stone card shows at all ('Metal Only' has no stone).
export function mainStoneCardShown(templateId: JewelryTemplateId): boolean {
  return jewelryTemplateFields[templateId].mainStone.length > 0;
}
