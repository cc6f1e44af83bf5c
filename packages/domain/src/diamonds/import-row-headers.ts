import type { SheetCell, SheetRecord } from "../certificates/import-cells";
import { importColumnReader } from "../certificates/import-columns";

// The columns an import understands: our own export's headers ('Certificate Number', 'Client SKU',
// 'Color Template' …, see diamond-sheet.ts) and the spec's field names ('CertNum', 'ClientSKU' …).
// Other columns ('Created On', 'Video', 'Digital Certificate') are read by nothing.
export const importColumns = {
  certificateNumber: ["Certificate Number", "CertNum", "Certificate #", "Certificate"],
  clientSku: ["Client SKU", "ClientSKU"],
  stockNumber: ["Stock Number", "StockNum"],
  price: ["Price (USD)", "Price"],
  template: ["Template", "Template Id", "TemplateId"],
  client: ["Client", "Company"],
  customer: ["Customer"],
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
  inscription: ["Inscription"],
  description: ["Description"],
  certificateComments: ["Certificate Comments", "CertificateComments"],
  orderNumber: ["Order Number", "OrderNum"],
  lineNumber: ["Line Number", "LineNum"],
  imperfectionUrl: ["Imperfection URL", "Imperfection"],
} as const satisfies Record<string, readonly string[]>;
export type ImportColumn = keyof typeof importColumns;

const reader = importColumnReader(importColumns);

export const importColumnOf: (header: string) => ImportColumn | undefined = reader.columnOf;
export const columnCell: (record: SheetRecord, column: ImportColumn) => SheetCell = reader.cell;
export const hasImportableHeaders = reader.hasImportableHeaders;
