import { certificateDefaultSort, certificateSortFields } from "../certificates/certificate-list";
import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The jewelry list (spec 001 §2.2, §4.3, §5.2) without schemas, for the list screen's first load;
// the server's query schema (jewelry-list-query.ts) is built from it. Newest first; a filter
// that finds nothing shows messages.emptyFilterResult.
export const jewelryList = defineList({
  sortFields: certificateSortFields,
  defaultSort: certificateDefaultSort,
  pageSizes: pageSizes.jewelry,
});

// The search-type selector, in the spec's order; the search text is upper-cased.
export const jewelrySearchTypes = [
  "orderNumber",
  "certificateNumber",
  "clientSku",
  "itemNumber",
  "purchaseOrder",
  "trackingNumber",
] as const;
export type JewelrySearchType = (typeof jewelrySearchTypes)[number];
export const defaultJewelrySearchType: JewelrySearchType = "certificateNumber";

export const jewelrySearchTypeLabels: Readonly<Record<JewelrySearchType, string>> = {
  orderNumber: "Order #",
  certificateNumber: "Cert #",
  clientSku: "Client SKU",
  itemNumber: "Item #",
  purchaseOrder: "PO #",
  trackingNumber: "Tracking #",
};

// Billing staff's filters (spec 001 §2.5, §4.4 select on QA status Passed): a QA status, or
// 'none' for a piece without one; stolen or not.
export const qaStatusFilterOptions = ["Passed", "Failed", "Skipped", "none"] as const;
export type QaStatusFilter = (typeof qaStatusFilterOptions)[number];
export const qaStatusFilterLabels: Readonly<Record<QaStatusFilter, string>> = {
  Passed: "Passed",
  Failed: "Failed",
  Skipped: "Skipped",
  none: "No QA status",
};
export const stolenFilterOptions = ["yes", "no"] as const;
export type StolenFilter = (typeof stolenFilterOptions)[number];
export const stolenFilterLabels: Readonly<Record<StolenFilter, string>> = {
  yes: "Stolen",
  no: "Not stolen",
};

// An Order # search matches the order number as typed, or an order's line when typed as the list
// shows it ('A100-2'). Both readings are offered: an order number may itself hold a dash ('PO-7').
export function orderSearchReadings(text: string): { orderNumber: string; lineNumber: number | null }[] {
  const readings: { orderNumber: string; lineNumber: number | null }[] = [
    { orderNumber: text, lineNumber: null },
  ];
  const orderLine = /^(.+)-(\d{1,6})$/.exec(text);
  if (orderLine?.[1]) readings.push({ orderNumber: orderLine[1], lineNumber: Number(orderLine[2]) });
  return readings;
}

// The names of the list's export files (spec 001 §2.2, §7.1; the spec leaves them to us, so they
// follow the diamond list's).
export const jewelrySheetFileName = "jewelry.xlsx";
export const jewelryQrFileName = "JewelryQR.csv";
