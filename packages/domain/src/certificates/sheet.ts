import { formatDate } from "../formatting";
import { type CertificateType, certificateLabel, certificatePublicPath } from "./certificate-type";

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

// What every certificate record has for its sheet's common columns and its QR line.
type CertificateSheetRecord = {
  certificateNumber: string;
  clientSku: string;
  stockNumber: string;
  created: string;
  template: { name: string };
  client: { name: string } | null;
  customer: { name: string } | null;
  inscription: string;
  description: string;
  certificateComments: string;
  certificateVideo: { url: string } | null;
  // A queued item has no public address yet (certificatePublicPath).
  newlyAdded: boolean;
};

// The columns every sheet starts with: who and what the certificate is.
function certificateHeadColumns<Record extends CertificateSheetRecord>(): SheetColumn<Record>[] {
  return [
    { header: "Certificate Number", width: 20, value: (record) => record.certificateNumber },
    { header: "Client SKU", width: 18, value: (record) => record.clientSku },
    { header: "Stock Number", width: 16, value: (record) => record.stockNumber },
    { header: "Created On", width: 12, value: (record) => formatDate(record.created) },
    { header: "Template", width: 34, value: (record) => record.template.name },
    { header: "Client", width: 24, value: (record) => record.client?.name ?? "" },
    { header: "Customer", width: 24, value: (record) => record.customer?.name ?? "" },
  ];
}

type OrderRecord = { orderNumber: string; lineNumber: string | number | null };

function certificateOrderColumns<Record extends OrderRecord>(): SheetColumn<Record>[] {
  return [
    { header: "Order Number", width: 14, value: (record) => record.orderNumber },
    { header: "Line Number", width: 12, value: (record) => record.lineNumber },
  ];
}

function certificateTextColumns<Record extends CertificateSheetRecord>(): SheetColumn<Record>[] {
  return [
    { header: "Inscription", width: 20, value: (record) => record.inscription },
    { header: "Description", width: 40, value: (record) => record.description },
    { header: "Certificate Comments", width: 40, value: (record) => record.certificateComments },
  ];
}

// The columns every sheet ends with: the certificate video and the digital certificate.
function certificateLinkColumns<Record extends CertificateSheetRecord>(
  type: CertificateType,
): SheetColumn<Record>[] {
  return [
    {
      header: "Video",
      width: 40,
      value: (record, context) => absoluteUrl(context, record.certificateVideo?.url),
    },
    {
      header: "Digital Certificate",
      width: 40,
      value: (record, context) => absoluteUrl(context, certificatePublicPath(type, record)),
    },
  ];
}

// The QR export (spec 000 §7, 001 §7.1): one line per certificate for the QR printing tool.
export const certificateQrHeaders = ["Certificate", "DigitalCertificateURL", "VideoURL"] as const;

export function certificateQrRow(
  type: CertificateType,
  record: CertificateSheetRecord,
  context: SheetContext,
): [string, string, string] {
  return [
    certificateLabel(record),
    absoluteUrl(context, certificatePublicPath(type, record)),
    absoluteUrl(context, record.certificateVideo?.url),
  ];
}

// The columns every certificate type's sheet has, placed by the type among its own: `head` first,
// `link` last.
export function certificateColumns<Record extends CertificateSheetRecord & OrderRecord>(
  type: CertificateType,
) {
  return {
    head: certificateHeadColumns<Record>(),
    order: certificateOrderColumns<Record>(),
    text: certificateTextColumns<Record>(),
    link: certificateLinkColumns<Record>(type),
  };
}

// A type's sheet row and QR file from its columns.
export function certificateSheet<Record extends CertificateSheetRecord>(
  type: CertificateType,
  columns: readonly SheetColumn<Record>[],
) {
  return {
    row: (record: Record, context: SheetContext): SheetValue[] => sheetRow(columns, record, context),
    qrHeaders: certificateQrHeaders,
    qrRow: (record: Record, context: SheetContext) => certificateQrRow(type, record, context),
  };
}
