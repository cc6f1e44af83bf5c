import { newYorkUsDate } from "../new-york-days";

// The certificate cost report file (spec 001 §2.5, §9): its name, header and rows. Written by the
// server's stream and nowhere else, so one rule escapes every cell.

export const billingCsvHeader = [
  "Date",
  "Venue",
  "PO",
  "Order",
  "Item Type",
  "Certificate",
  "SKU",
  "Retail Price",
  "Total Cert Price",
] as const;

// What a row of the report needs of a jewelry record.
export type BillingCsvRecord = {
  created: Date;
  venue: string;
  purchaseOrder: string;
  orderNumber: string;
  lineNumber: number | null;
  jewelryType: string;
  certificateNumber: string;
  clientSku: string;
  retailPrice: number | null;
  totalCertPrice: number | null;
};

// 'Certificate Cost Report 11-28-2026.csv': the day it is made, in New York (a file name holds no '/').
export function billingCsvFileName(now: Date): string {
  return `Certificate Cost Report ${newYorkUsDate(now).replaceAll("/", "-")}.csv`;
}

// Order as order-line ('A1001-2'); the order alone when it has no line.
export function orderLine(orderNumber: string, lineNumber: number | null): string {
  if (!orderNumber) return "";
  return lineNumber === null ? orderNumber : `${orderNumber}-${lineNumber}`;
}

// '$1234.50'; nothing when no price was given.
export const dollars = (amount: number | null) => (amount === null ? "" : `$${amount.toFixed(2)}`);

export function billingCsvRow(record: BillingCsvRecord): string[] {
  return [
    newYorkUsDate(record.created),
    record.venue.replaceAll(",", " "),
    record.purchaseOrder,
    orderLine(record.orderNumber, record.lineNumber),
    record.jewelryType,
    record.certificateNumber,
    record.clientSku,
    dollars(record.retailPrice),
    dollars(record.totalCertPrice),
  ];
}

// A spreadsheet runs a cell that starts with one of these as a formula: such a cell gets a
// leading apostrophe, which the spreadsheet shows as text.
const formulaStart = /^[=+\-@\t\r]/;

// One cell: neutralised against formula injection, then quoted per RFC 4180 when it holds a
// comma, a quote, CR or LF (a quote inside is doubled).
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

// One line of the file, ending in CRLF (RFC 4180).
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;
