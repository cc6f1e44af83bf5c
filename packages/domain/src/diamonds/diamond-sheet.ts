import { gradeText } from "../certificates/card-text";
import { certificateColumns, certificateSheet, type SheetColumn } from "../certificates/sheet";
import type { Diamond } from "./diamond";

// The file names live in export-file-names.ts (no zod, for the list screen's Export buttons).
export { diamondQrFileName, diamondSheetFileName } from "./export-file-names";

// The columns of the 'Diamond Sheet' export and of the synced spreadsheet: what a person grading
// or shipping needs, no internal ids. Import reads these headers back (import-row.ts).

export const diamondSheetName = "Diamond Sheet";

const shared = certificateColumns<Diamond>("diamond");

// The grading report: the stone's shape, weight and grades.
const gradingColumns: SheetColumn<Diamond>[] = [
  { header: "Shape", width: 16, value: (d) => d.shape },
  { header: "Weight", width: 10, value: (d) => d.weight },
  { header: "Color Template", width: 14, value: (d) => d.color.template },
  { header: "Color", width: 10, value: (d) => gradeText(d.color) },
  { header: "Clarity", width: 10, value: (d) => gradeText(d.clarity) },
  { header: "Cut", width: 12, value: (d) => d.cut },
  { header: "Polish", width: 12, value: (d) => d.polish },
  { header: "Symmetry", width: 12, value: (d) => d.symmetry },
  { header: "Fluorescence", width: 14, value: (d) => d.fluorescence },
  { header: "Girdle", width: 10, value: (d) => d.girdle },
  { header: "Measurements", width: 24, value: (d) => d.measurements },
  { header: "Table", width: 8, value: (d) => d.table },
  { header: "Depth", width: 8, value: (d) => d.depth },
];

export const diamondSheetColumns: readonly SheetColumn<Diamond>[] = [
  ...shared.head,
  { header: "Origin", width: 14, value: (d) => d.manufacturedAs },
  { header: "Price (USD)", width: 14, numFmt: "0.00", value: (d) => d.price },
  ...gradingColumns,
  ...shared.text,
  ...shared.order,
  ...shared.link,
];

const sheet = certificateSheet("diamond", diamondSheetColumns);

// DiamondQR.csv (spec 000 §7).
export const diamondQrHeaders = sheet.qrHeaders;
export const diamondQrRow = sheet.qrRow;
