// Columns of a certificate type's spreadsheet (export, synced sheet): a header, a width and how
// to read the value off the record. Each type lists its own; writers and sync take any list.

export type SheetValue = string | number | null;
export type SheetContext = { publicBaseUrl: string };
export type SheetColumn<Record> = {
  header: string;
  width: number;
  // Excel's number format for the column, e.g. "0.00" for prices.
  numFmt?: string;
  value: (record: Record, context: SheetContext) => SheetValue;
};

export function absoluteUrl(context: SheetContext, path: string | null | undefined): string {
  if (!path) return "";
  return /^https?:\/\//.test(path) ? path : `${context.publicBaseUrl.replace(/\/$/, "")}${path}`;
}

export function sheetRow<Record>(
  columns: readonly SheetColumn<Record>[],
  record: Record,
  context: SheetContext,
): SheetValue[] {
  return columns.map((column) => column.value(record, context));
}
