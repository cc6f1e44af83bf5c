import { pageSizes } from "../constants";
import { orderLineText } from "../jewelry/order-line";
import { defineList } from "../lists";

// The shipping log (spec 001 §2.6, §4.5, §7.5) without schemas, for the screen's first load:
// shipped jewelry, the latest shipped first; 50/100/250/500 a page.
export const shippingLogList = defineList({
  sortFields: ["shippedOn"],
  defaultSort: { field: "shippedOn", direction: "desc" },
  pageSizes: pageSizes.shipping,
});

// The search-for selector, in the spec's order (Order # first, the default).
export const shippingSearchTypes = [
  "orderNumber",
  "certificateNumber",
  "itemNumber",
  "purchaseOrder",
  "trackingNumber",
] as const;
export type ShippingSearchType = (typeof shippingSearchTypes)[number];
export const defaultShippingSearchType: ShippingSearchType = "orderNumber";
export const shippingSearchTypeLabels: Readonly<Record<ShippingSearchType, string>> = {
  orderNumber: "Order #",
  certificateNumber: "Cert #",
  itemNumber: "Item #",
  purchaseOrder: "PO #",
  trackingNumber: "Tracking #",
};

// Search text has all whitespace removed and is upper-cased (spec 001 §5.5).
export const shippingSearchText = (text: string) => text.replace(/\s+/g, "").toUpperCase();

// 'A100-2' is order A100, line 2 (spec 001 §5.5: the part after the last '-' parsed as a whole
// number, as parseInt reads it: leading digits). null when there is no '-' or no number after it.
export function parseOrderLine(text: string): { orderNumber: string; lineNumber: number } | null {
  const dash = text.lastIndexOf("-");
  if (dash <= 0) return null;
  const digits = /^\d{1,9}/.exec(text.slice(dash + 1));
  if (!digits) return null;
  return { orderNumber: text.slice(0, dash), lineNumber: Number(digits[0]) };
}

// A row's cells as the log shows them (spec 001 §2.6): Client SKU 'N/A' when empty; Certificate #
// falls back to the stock number, else 'N/A'; the order as order-line.
export const notAvailable = "N/A";
export const shippingClientSkuText = (clientSku: string) => clientSku || notAvailable;
export const shippingCertificateText = (row: { certificateNumber: string; stockNumber: string }) =>
  row.certificateNumber || row.stockNumber || notAvailable;
export const shippingOrderText = (row: { orderNumber: string; lineNumber: number | null }) =>
  orderLineText(row.orderNumber, row.lineNumber);

// The export's file (spec 001 §9).
export const shippingLogFileName = "Shipping Log.xlsx";
