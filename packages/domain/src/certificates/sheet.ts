// Columns of a certificate type's spreadsheet (export, synced sheet): a header, a width and how
// to read the value off the record. Each type lists its own; writers and sync take any list.

export type SheetValue = string | number | null;
export type SheetContext = { publicBaseUrl: string };
export type SheetColumn<Record> = {
  header: string;
  width: number;
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

// The QR export (spec 000 §7, 001 §7.1): one line per certificate for the QR printing tool.
export const certificateQrHeaders = ["Certificate", "DigitalCertificateURL", "VideoURL"] as const;

export function certificateQrRow(
  record: { certificateNumber: string; clientSku: string },
  urls: { publicPath: string | null; videoUrl: string | undefined },
  context: SheetContext,
): [string, string, string] {
  return [
    record.certificateNumber || record.clientSku,
    absoluteUrl(context, urls.publicPath),
    absoluteUrl(context, urls.videoUrl),
  ];
}
