import { type JewelrySearchType, orderSearchReadings } from "@loupe/domain/jewelry/jewelry-list";
import type { JewelryFilter } from "@loupe/domain/jewelry/jewelry-list-query";
import { and, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { keySearchCondition } from "../certificates/key-search";
import { jewelry } from "./schema";

const searchColumns: Record<JewelrySearchType, PgColumn> = {
  orderNumber: jewelry.orderNumber,
  certificateNumber: jewelry.certificateNumber,
  clientSku: jewelry.clientSku,
  itemNumber: jewelry.itemNumber,
  purchaseOrder: jewelry.purchaseOrder,
  trackingNumber: jewelry.trackingNumber,
};

// The chosen search key matched as every certificate key is (certificates/key-search.ts). An
// Order # also matches an order's line typed as the list shows it ('A100-2'): that order number
// exactly, with that line (domain orderSearchReadings).
function searchCondition(type: JewelrySearchType, term: string): SQL | undefined {
  const column = searchColumns[type];
  if (type !== "orderNumber") return keySearchCondition([column], term);
  return or(
    ...orderSearchReadings(term).map(({ orderNumber, lineNumber }) =>
      lineNumber === null
        ? keySearchCondition([column], orderNumber)
        : and(sql`upper(${column}) = ${orderNumber.toUpperCase()}`, eq(jewelry.lineNumber, lineNumber)),
    ),
  );
}

// The list filters of spec 001 §2.2/§5.2 as one SQL condition, shared by the list, its total and
// the exports.
export function jewelryFilterConditions(filter: JewelryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) conditions.push(searchCondition(filter.searchType, filter.search));
  if (filter.createdFrom) conditions.push(gte(jewelry.created, new Date(filter.createdFrom)));
  if (filter.createdTo) conditions.push(lt(jewelry.created, new Date(filter.createdTo)));
  if (filter.templateId) conditions.push(eq(jewelry.templateId, filter.templateId));
  if (filter.clientId) conditions.push(eq(jewelry.clientId, filter.clientId));
  if (filter.jewelryType) conditions.push(eq(jewelry.jewelryType, filter.jewelryType));
  if (filter.qaStatus)
    conditions.push(eq(jewelry.qaStatus, filter.qaStatus === "none" ? "" : filter.qaStatus));
  if (filter.stolen) conditions.push(eq(jewelry.isStolen, filter.stolen === "yes"));
  return and(...conditions);
}
