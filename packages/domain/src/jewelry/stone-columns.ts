import type { MainStoneField } from "./jewelry-fields";

// The stones' columns in the jewelry spreadsheet, written once for the export (jewelry-sheet.ts),
// the import (import-columns.ts, import-stones.ts) and the field labels: each stone's header is
// its name and the column's ('Main Stone Shape'); the spec's field names ('MainStoneShape') are
// read too.

export type StoneKind = "main" | "side" | "center";
export type StoneColumnId =
  | Exclude<MainStoneField, "color" | "color2">
  | "colorTemplate"
  | "color"
  | "color2Template"
  | "color2"
  | "colorCode"
  | "colorMode";

export type StoneColumn = { id: StoneColumnId; header: string; width: number; kinds: readonly StoneKind[] };

const all: readonly StoneKind[] = ["main", "side", "center"];
const mainAndCenter: readonly StoneKind[] = ["main", "center"];
const rendered: readonly StoneKind[] = ["main", "side"];

export const stoneColumns: readonly StoneColumn[] = [
  { id: "type", header: "Type", width: 18, kinds: all },
  { id: "shape", header: "Shape", width: 16, kinds: all },
  { id: "cut", header: "Cut", width: 12, kinds: all },
  { id: "polish", header: "Polish", width: 12, kinds: mainAndCenter },
  { id: "symmetry", header: "Symmetry", width: 12, kinds: mainAndCenter },
  { id: "weight", header: "Weight", width: 10, kinds: all },
  { id: "measurements", header: "Measurements", width: 24, kinds: all },
  { id: "table", header: "Table", width: 8, kinds: mainAndCenter },
  { id: "depth", header: "Depth", width: 8, kinds: mainAndCenter },
  { id: "colorTemplate", header: "Color Template", width: 14, kinds: all },
  { id: "color", header: "Color", width: 14, kinds: all },
  { id: "clarity", header: "Clarity", width: 10, kinds: all },
  { id: "color2Template", header: "Color 2 Template", width: 14, kinds: ["main"] },
  { id: "color2", header: "Color 2", width: 14, kinds: ["main"] },
  { id: "clarity2", header: "Clarity 2", width: 10, kinds: ["main"] },
  { id: "colorCode", header: "Color Code", width: 10, kinds: rendered },
  { id: "colorMode", header: "Color Mode", width: 12, kinds: rendered },
];

// The record's stones as the sheet lays them out: `path` is the stone's form path,
// `specPrefix` the spec's field-name prefix.
export const sheetStones = [
  { stone: "mainStone", path: "mainStone", header: "Main Stone", specPrefix: "MainStone", kind: "main" },
  { stone: "sideStone", path: "sideStone", header: "Side Stone", specPrefix: "SideStone", kind: "side" },
  {
    stone: "centerStone1",
    path: "centerStones.0",
    header: "Center Stone 1",
    specPrefix: null,
    kind: "center",
  },
  {
    stone: "centerStone2",
    path: "centerStones.1",
    header: "Center Stone 2",
    specPrefix: null,
    kind: "center",
  },
] as const satisfies readonly {
  stone: string;
  path: string;
  header: string;
  specPrefix: string | null;
  kind: StoneKind;
}[];
export type SheetStone = (typeof sheetStones)[number];

export function columnsOf(stone: SheetStone): readonly StoneColumn[] {
  return stoneColumns.filter((column) => column.kinds.includes(stone.kind));
}

// 'Main Stone Color 2', as the export writes it.
export function stoneColumnHeader(stone: SheetStone, column: StoneColumn): string {
  return `${stone.header} ${column.header}`;
}

// The header and the spec's name ('MainStoneColor2'), where the stone has one.
export function stoneColumnNames(stone: SheetStone, column: StoneColumn): string[] {
  const header = stoneColumnHeader(stone, column);
  if (!stone.specPrefix || column.id.endsWith("Template")) return [header];
  const specField = column.header.replace(/\s+/g, "");
  return [header, `${stone.specPrefix}${specField}`];
}
