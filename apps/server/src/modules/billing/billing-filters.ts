import {
  allBillingClients,
  type BillingSearchType,
  billedQaStatus,
} from "@loupe/domain/billing/billing-list";
import type { BillingFilter } from "@loupe/domain/billing/billing-query";
import { orderSearchReadings } from "@loupe/domain/jewelry/jewelry-list";
import { newYorkDayBounds } from "@loupe/domain/new-york-days";
import { and, eq, gte, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { jewelry } from "../jewelry/ports";

// Billed jewelry (spec 001 §4.4): QA status Passed with a certificate number. The same condition
// as the partial indexes and the kept totals of migration 0025, word for word, so the planner
// uses them.
export const billed = and(eq(jewelry.qaStatus, billedQaStatus), ne(jewelry.certificateNumber, ""));

const searchColumns: Record<BillingSearchType, PgColumn> = {
  orderNumber: jewelry.orderNumber,
  certificateNumber: jewelry.certificateNumber,
  sku: jewelry.clientSku,
  purchaseOrder: jewelry.purchaseOrder,
};

const equalKey = (column: PgColumn, term: string) => sql`upper(${column}) = upper(${term})`;

// A key's equality, whatever the case; Order # also reads 'A1001-2' as order-line, as the rows
// show it (domain orderSearchReadings, the jewelry list's rule).
function searchCondition(searchType: BillingSearchType, term: string): SQL | undefined {
  if (searchType !== "orderNumber") return equalKey(searchColumns[searchType], term);
  return or(
    ...orderSearchReadings(term).map(({ orderNumber, lineNumber }) =>
      and(
        equalKey(jewelry.orderNumber, orderNumber),
        lineNumber === null ? undefined : eq(jewelry.lineNumber, lineNumber),
      ),
    ),
  );
}

// The billed client, or null for every client.
export const billedClient = (filter: BillingFilter) =>
  filter.client && filter.client !== allBillingClients ? filter.client : null;

// The report's filters as SQL (spec 001 §2.5, §7.4): the search is the key's equality, whatever
// the case (the key's upper() index answers it), Order # also as order-line; dates are New York days, from the start of the
// first to the end of the last.
export function billingConditions(filter: BillingFilter): SQL | undefined {
  const client = billedClient(filter);
  const { from, toExclusive } = newYorkDayBounds(filter);
  const search = filter.search?.trim();
  return and(
    billed,
    client ? eq(jewelry.clientId, client) : undefined,
    search ? searchCondition(filter.searchType, search) : undefined,
    from ? gte(jewelry.created, from) : undefined,
    toExclusive ? lt(jewelry.created, toExclusive) : undefined,
  );
}
