import type { SheetCell, SheetRecord } from "../certificates/import-cells";
import { certificateImportColumns, importColumnReader } from "../certificates/import-columns";

// The columns an import understands, every certificate's and the diamond's own: our own export's
// headers ('Color Template' …, see diamond-sheet.ts) and the spec's field names
// ('selectedColorTemplate' …). Other columns ('Created On', 'Video', 'Digital Certificate') are
// read by nothing.
export const importColumns = {
  ...certificateImportColumns,
  price: ["Price (USD)", "Price"],
  origin: ["Origin", "ManufacturedAs"],
  shape: ["Shape"],
  weight: ["Weight"],
  colorTemplate: ["Color Template", "selectedColorTemplate"],
  color: ["Color"],
  colorAsterisks: ["Color Asterisks", "selectedColorAsterisks"],
  clarity: ["Clarity"],
  clarityAsterisks: ["Clarity Asterisks", "selectedClarityAsterisks"],
  cut: ["Cut"],
  polish: ["Polish"],
  symmetry: ["Symmetry"],
  fluorescence: ["Fluorescence"],
  girdle: ["Girdle"],
  measurements: ["Measurements"],
  table: ["Table"],
  depth: ["Depth"],
  imperfectionUrl: ["Imperfection URL", "Imperfection"],
} as const satisfies Record<string, readonly string[]>;
export type ImportColumn = keyof typeof importColumns;

const reader = importColumnReader(importColumns);

export const importColumnOf: (header: string) => ImportColumn | undefined = reader.columnOf;
export const columnCell: (record: SheetRecord, column: ImportColumn) => SheetCell = reader.cell;
export const hasImportableHeaders = reader.hasImportableHeaders;
