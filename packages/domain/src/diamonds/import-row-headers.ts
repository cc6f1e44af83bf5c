import { headerKey, type SheetCell, type SheetRecord } from "../certificates/import-cells";

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

const keysOf = new Map<ImportColumn, string[]>(
  Object.entries(importColumns).map(([column, names]) => [column as ImportColumn, names.map(headerKey)]),
);
const columnOfKey = new Map<string, ImportColumn>(
  [...keysOf].flatMap(([column, keys]) => keys.map((key) => [key, column] as const)),
);

export function importColumnOf(header: string): ImportColumn | undefined {
  return columnOfKey.get(headerKey(header));
}

// The cell of a column under whichever of its names the sheet used (the first that has a value).
export function columnCell(record: SheetRecord, column: ImportColumn): SheetCell {
  for (const key of keysOf.get(column) ?? []) {
    const cell = record[key];
    if (cell !== null && cell !== undefined) return cell;
  }
  return null;
}

// A sheet must name at least one identifier or the template, or nothing could be imported.
export function hasImportableHeaders(headers: readonly string[]): boolean {
  const columns = new Set(headers.map(importColumnOf));
  return columns.has("certificateNumber") || columns.has("clientSku") || columns.has("template");
}
