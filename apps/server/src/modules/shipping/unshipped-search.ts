import {
  type UnshippedSearchQuery,
  type UnshippedSearchResult,
  unshippedSearchLimit,
} from "@loupe/domain/shipping/shipping-save-api";
import { and, desc, eq, not, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { jewelry, selectJewelryWithCompanies } from "../jewelry/ports";

// The chosen key's condition; 'Item #' reads the item number or the stock number (the manual
// 'Item/Stock #'). Each has a partial index over the unshipped rows (migration 0026).
function keyCondition(query: UnshippedSearchQuery): SQL | undefined {
  const { key, value, lineNumber } = query;
  switch (key) {
    case "orderNumber":
      return lineNumber === undefined
        ? eq(jewelry.orderNumber, value)
        : and(eq(jewelry.orderNumber, value), eq(jewelry.lineNumber, lineNumber));
    case "certificateNumber":
      return eq(jewelry.certificateNumber, value);
    case "itemNumber":
      return or(eq(jewelry.itemNumber, value), eq(jewelry.stockNumber, value));
    case "purchaseOrder":
      return eq(jewelry.purchaseOrder, value);
    case "trackingNumber":
      return eq(jewelry.trackingNumber, value);
  }
}

// Add-to-log search (spec 001 §7.5): only unshipped jewelry, newest first, at most
// unshippedSearchLimit (the answer says when more matched). Keys are stored compacted and
// upper-cased, as the query's value is, so equality finds them.
export async function searchUnshipped(
  db: Executor,
  query: UnshippedSearchQuery,
): Promise<UnshippedSearchResult> {
  const rows = await selectJewelryWithCompanies(db, {
    id: jewelry.id,
    certificateNumber: jewelry.certificateNumber,
    stockNumber: jewelry.stockNumber,
    itemNumber: jewelry.itemNumber,
    orderNumber: jewelry.orderNumber,
    lineNumber: jewelry.lineNumber,
    purchaseOrder: jewelry.purchaseOrder,
    trackingNumber: jewelry.trackingNumber,
    clientSku: jewelry.clientSku,
    jewelryType: jewelry.jewelryType,
  })
    .where(and(not(jewelry.hasBeenShipped), keyCondition(query)))
    .orderBy(desc(jewelry.created), desc(jewelry.id))
    .limit(unshippedSearchLimit + 1);
  return {
    items: rows
      .slice(0, unshippedSearchLimit)
      .map(({ clientId, clientName, customerId, customerName, ...row }) => ({
        ...row,
        client: clientName ?? "",
        customer: customerName ?? "",
      })),
    truncated: rows.length > unshippedSearchLimit,
  };
}
