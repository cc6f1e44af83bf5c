import { gradeText } from "../certificates/card-text";
import {
  absoluteUrl,
  type SheetColumn,
  type SheetContext,
  type SheetValue,
  sheetRow,
} from "../certificates/sheet";
import { formatDate } from "../formatting";
import { type Diamond, diamondPublicPath } from "./diamond";

// The file names live in export-file-names.ts (no zod, for the list screen's Export buttons).
export { diamondQrFileName, diamondSheetFileName } from "./export-file-names";

// The columns of the 'Diamond Sheet' export and of the synced spreadsheet: what a person grading
// or shipping needs, no internal ids. Import reads these headers back (import-row.ts).

export const diamondSheetName = "Diamond Sheet";

export const diamondSheetColumns: readonly SheetColumn<Diamond>[] = [
  { header: "Certificate Number", width: 20, value: (d) => d.certificateNumber },
  { header: "Client SKU", width: 18, value: (d) => d.clientSku },
  { header: "Stock Number", width: 16, value: (d) => d.stockNumber },
  { header: "Created On", width: 12, value: (d) => formatDate(d.created) },
  { header: "Template", width: 28, value: (d) => d.template.name },
  { header: "Client", width: 24, value: (d) => d.client?.name ?? "" },
  { header: "Customer", width: 24, value: (d) => d.customer?.name ?? "" },
  { header: "Origin", width: 14, value: (d) => d.manufacturedAs },
  { header: "Price (USD)", width: 14, numFmt: "0.00", value: (d) => d.price },
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
  { header: "Inscription", width: 20, value: (d) => d.inscription },
  { header: "Description", width: 40, value: (d) => d.description },
  { header: "Certificate Comments", width: 40, value: (d) => d.certificateComments },
  { header: "Order Number", width: 14, value: (d) => d.orderNumber },
  { header: "Line Number", width: 12, value: (d) => d.lineNumber },
  { header: "Video", width: 40, value: (d, context) => absoluteUrl(context, d.certificateVideo?.url) },
  {
    header: "Digital Certificate",
    width: 40,
    value: (d, context) => absoluteUrl(context, diamondPublicPath(d)),
  },
];

export function diamondSheetRow(diamond: Diamond, context: SheetContext): SheetValue[] {
  return sheetRow(diamondSheetColumns, diamond, context);
}

// DiamondQR.csv (spec 000 §7): one line per certificate for the QR printing tool.
export const diamondQrHeaders = ["Certificate", "DigitalCertificateURL", "VideoURL"] as const;

export function diamondQrRow(diamond: Diamond, context: SheetContext): [string, string, string] {
  return [
    diamond.certificateNumber || diamond.clientSku,
    absoluteUrl(context, diamondPublicPath(diamond)),
    absoluteUrl(context, diamond.certificateVideo?.url),
  ];
}
