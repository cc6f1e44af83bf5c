import { headerKey, type SheetCell, type SheetRecord } from "./import-cells";

// The columns a certificate type's import understands, each under every header it may have: our
// own export's ('Certificate Number') and the spec's field names ('CertNum'), compared by
// headerKey. A type states its columns once; this answers which column a header is, reads a
// column's cell and says whether a sheet can be imported at all.

// The headers of the columns every certificate type's sheet has (sheet.ts), under which its import
// reads them.
export const certificateImportColumns = {
  certificateNumber: ["Certificate Number", "CertNum", "Certificate #", "Certificate"],
  clientSku: ["Client SKU", "ClientSKU"],
  stockNumber: ["Stock Number", "StockNum"],
  template: ["Template", "Template Id", "TemplateId"],
  client: ["Client", "Company"],
  customer: ["Customer"],
  inscription: ["Inscription"],
  description: ["Description"],
  certificateComments: ["Certificate Comments", "CertificateComments"],
  orderNumber: ["Order Number", "OrderNum"],
  lineNumber: ["Line Number", "LineNum"],
} as const satisfies Record<string, readonly string[]>;

// Without one of these a row could never be imported.
const identifyingColumns = ["certificateNumber", "clientSku", "template"] as const;
type IdentifyingColumn = (typeof identifyingColumns)[number];

export type ImportColumns<Column extends string> = Readonly<Partial<Record<Column, readonly string[]>>> &
  Readonly<Record<IdentifyingColumn, readonly string[]>>;

export function importColumnReader<Column extends string>(columns: ImportColumns<Column>) {
  type Known = Column | IdentifyingColumn;
  const keysOf = new Map<Known, string[]>(
    (Object.entries(columns) as [Known, readonly string[]][]).map(([column, names]) => [
      column,
      names.map(headerKey),
    ]),
  );
  const columnOfKey = new Map<string, Known>(
    [...keysOf].flatMap(([column, keys]) => keys.map((key) => [key, column] as const)),
  );
  const columnOf = (header: string): Known | undefined => columnOfKey.get(headerKey(header));
  return {
    columnOf,
    // The cell of a column under whichever of its names the sheet used (the first with a value).
    cell: (record: SheetRecord, column: Known): SheetCell => {
      for (const key of keysOf.get(column) ?? []) {
        const cell = record[key];
        if (cell !== null && cell !== undefined) return cell;
      }
      return null;
    },
    // The sheet names an identifier or the template.
    hasImportableHeaders: (headers: readonly string[]): boolean =>
      headers.some((header) => (identifyingColumns as readonly string[]).includes(columnOf(header) ?? "")),
  };
}
