import { parseOrderLine, type ShippingSearchType } from "@loupe/domain/shipping/shipping-log-list";
import type { ShippingLogFilter } from "@loupe/domain/shipping/shipping-log-query";
import { and, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { jewelry } from "../jewelry/ports";

const searchColumns: Record<Exclude<ShippingSearchType, "orderNumber">, PgColumn[]> = {
  // The log's Certificate # falls back to the stock number: a Cert # search finds either.
  certificateNumber: [jewelry.certificateNumber, jewelry.stockNumber],
  itemNumber: [jewelry.itemNumber],
  purchaseOrder: [jewelry.purchaseOrder],
  trackingNumber: [jewelry.trackingNumber],
};

// upper(column) as the jewelry search indexes hold it (their text_pattern_ops answers equality).
const equalsKey = (column: PgColumn, term: string) => sql`upper(${column}) = ${term}`;

// The chosen key, matched whole (spec 001 §7.5: the old system read equal values). An Order # with
// a '-' is order-line (spec 001 §5.5); the order number as typed is matched too, since an order
// number may itself hold a dash.
function searchCondition(type: ShippingSearchType, term: string): SQL | undefined {
  if (type !== "orderNumber") return or(...searchColumns[type].map((column) => equalsKey(column, term)));
  const orderLine = parseOrderLine(term);
  return or(
    equalsKey(jewelry.orderNumber, term),
    orderLine
      ? and(
          equalsKey(jewelry.orderNumber, orderLine.orderNumber),
          eq(jewelry.lineNumber, orderLine.lineNumber),
        )
      : undefined,
  );
}

// Shipped items only (spec 001 §4.5), then the log's filters (spec 001 §2.6, §7.5), shared by the
// list, its total and the export.
export function shippingLogConditions(filter: ShippingLogFilter): SQL | undefined {
  return and(
    // As the partial indexes' predicate reads (migration 0027).
    sql`${jewelry.hasBeenShipped}`,
    filter.search ? searchCondition(filter.searchType, filter.search) : undefined,
    filter.shippedFrom ? gte(jewelry.shippedOn, new Date(filter.shippedFrom)) : undefined,
    filter.shippedTo ? lt(jewelry.shippedOn, new Date(filter.shippedTo)) : undefined,
    filter.customerId ? eq(jewelry.customerId, filter.customerId) : undefined,
    filter.jewelryType ? eq(jewelry.jewelryType, filter.jewelryType) : undefined,
  );
}
