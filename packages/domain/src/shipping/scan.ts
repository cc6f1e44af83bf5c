import { compactCertificateKey } from "../certificates/certificate-key";

// What a New Shipping Log search looks by (spec 001 §2.6 'Search-for selector').
export const shippingSearchKeys = [
  "orderNumber",
  "certificateNumber",
  "itemNumber",
  "purchaseOrder",
  "trackingNumber",
] as const;
export type ShippingSearchKey = (typeof shippingSearchKeys)[number];

export const shippingSearchKeyLabels: Record<ShippingSearchKey, string> = {
  orderNumber: "Order #",
  certificateNumber: "Cert #",
  itemNumber: "Item #",
  purchaseOrder: "PO #",
  trackingNumber: "Tracking #",
};

// A UPS tracking number starts so (spec 001 §9).
export const trackingNumberPrefix = "1Z";

// A search: the key it switched to (or the chosen one), the value, and for an order-line the line.
export type ShippingScan = { key: ShippingSearchKey; value: string; lineNumber: number | null };

// Search text has all whitespace removed and is upper-cased (spec 001 §5.5).
export const normalizeScanText = compactCertificateKey;

// Classifies what was typed or scanned (spec 001 §5.5): '1Z…' is a tracking number; a value with a
// hyphen is order-line (the order number before the last hyphen, the line after it as a whole
// number); anything else is searched by the chosen key. A hyphenated value whose line part is not
// a whole number is searched as typed by the chosen key (no order has such a line). Null when
// nothing is left to search.
export function classifyScan(text: string, chosen: ShippingSearchKey): ShippingScan | null {
  const value = normalizeScanText(text);
  if (value === "") return null;
  if (value.startsWith(trackingNumberPrefix)) return { key: "trackingNumber", value, lineNumber: null };
  const hyphen = value.lastIndexOf("-");
  if (hyphen > 0) {
    const line = value.slice(hyphen + 1);
    if (/^\d{1,6}$/.test(line))
      return { key: "orderNumber", value: value.slice(0, hyphen), lineNumber: Number.parseInt(line, 10) };
  }
  return { key: chosen, value, lineNumber: null };
}
