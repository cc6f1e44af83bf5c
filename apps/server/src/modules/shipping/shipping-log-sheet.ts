import {
  shippingCertificateText,
  shippingClientSkuText,
  shippingOrderText,
} from "@loupe/domain/shipping/shipping-log-list";
import type { ShippingLogItem } from "@loupe/domain/shipping/shipping-log-query";
import { neutraliseFormula } from "@loupe/domain/spreadsheet-cell";
import type { XlsxColumn } from "../../spreadsheets/xlsx-writer";

// 'Shipping Log.xlsx' (spec 001 §2.6, §9): the log's columns as the screen shows them. Times are
// written in UTC (the server knows no reader's time zone) and the headers say so.
export const shippingLogSheetName = "Shipping Log";

export const shippingLogSheetColumns: readonly XlsxColumn[] = [
  { header: "Intake (UTC)", width: 18 },
  { header: "Shipped On (UTC)", width: 18 },
  { header: "Client", width: 28 },
  { header: "Customer", width: 28 },
  { header: "Order Number", width: 18 },
  { header: "Purchase Order", width: 18 },
  { header: "Item Type", width: 14 },
  { header: "Client SKU", width: 18 },
  { header: "Certificate #", width: 18 },
  { header: "Processed By", width: 20 },
];

// 2026-11-27 14:05
const utcText = (iso: string) => iso.replace("T", " ").slice(0, 16);

// Every text that came from a person or an import is neutralised against formula injection.
export function shippingLogSheetRow(item: ShippingLogItem): string[] {
  return [
    utcText(item.created),
    utcText(item.shippedOn),
    item.client?.name ?? "",
    item.customer?.name ?? "",
    shippingOrderText(item),
    item.purchaseOrder,
    item.jewelryType,
    shippingClientSkuText(item.clientSku),
    shippingCertificateText(item),
    item.processedBy,
  ].map(neutraliseFormula);
}
