// The New Shipping Log's pending list (spec 001 §4.5): the items a station has scanned or entered
// by hand and not yet saved. Pure rules shared by the modal and the save.

// A found item (already a jewelry record) or one typed in by hand ('Add Manually').
export type PendingItem = {
  // The record's id for a found item; a client-made id for a manual one.
  id: string;
  manual: boolean;
  certificateNumber: string;
  stockNumber: string;
  orderNumber: string;
  lineNumber: number | null;
  purchaseOrder: string;
  clientSku: string;
  jewelryType: string;
  trackingNumber: string;
  client: string;
  customer: string;
};

// What names an item on a shipment: its certificate number, else its stock number (spec 001 §7.5).
export const shippingKeyOf = (item: { certificateNumber: string; stockNumber: string }): string =>
  item.certificateNumber || item.stockNumber;

// Whether an item can be shipped at all: one with neither number is skipped on save (spec 001 §5.5).
export const isShippable = (item: { certificateNumber: string; stockNumber: string }): boolean =>
  shippingKeyOf(item) !== "";

// Adds found or typed items, skipping duplicates (spec 001 §4.5): an item whose certificate
// number, or stock number, is already on the list (or earlier in the same batch), or a found
// record already on it. Answers the new list and what was skipped.
export function addToPending(
  list: readonly PendingItem[],
  additions: readonly PendingItem[],
): { list: PendingItem[]; skipped: PendingItem[] } {
  const certificates = new Set(list.map((item) => item.certificateNumber).filter(Boolean));
  const stocks = new Set(list.map((item) => item.stockNumber).filter(Boolean));
  const ids = new Set(list.map((item) => item.id));
  const next = [...list];
  const skipped: PendingItem[] = [];
  for (const item of additions) {
    const duplicate =
      ids.has(item.id) ||
      (item.certificateNumber !== "" && certificates.has(item.certificateNumber)) ||
      (item.stockNumber !== "" && stocks.has(item.stockNumber));
    if (duplicate) {
      skipped.push(item);
      continue;
    }
    next.push(item);
    ids.add(item.id);
    if (item.certificateNumber) certificates.add(item.certificateNumber);
    if (item.stockNumber) stocks.add(item.stockNumber);
  }
  return { list: next, skipped };
}

// 'Enter All Who Processed' (spec 001 §5.5): trimmed and upper-cased; null when nothing is typed
// (the screen then says 'ERROR!' / 'Please type in the person who was processing.').
export function processedByName(text: string): string | null {
  const name = text.trim().replace(/\s+/g, " ").toUpperCase();
  return name === "" ? null : name;
}
