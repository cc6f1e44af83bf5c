import type { JewelryFilter } from "@loupe/domain/jewelry/jewelry-list-query";
import type {
  OrdersReportFilter,
  OrdersReportItem,
  OrdersReportQuery,
} from "@loupe/domain/orders/orders-report-query";
import type { Page } from "@loupe/domain/paging";
import type { SQL } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { keysetPage, timestampSort } from "../../db/keyset-page";
import { newestFirstBatches } from "../certificates/keyset-batches";
import {
  jewelry,
  jewelryFilterConditions,
  keptJewelryTotal,
  selectJewelryWithCompanies,
  withCompanyReferences,
} from "../jewelry/ports";

// The report's filter is a jewelry list filter (the same keys, matched the same way, and the same
// kept totals: a date range alone sums whole months, a short search its kept prefixes).
const asJewelryFilter = (filter: OrdersReportFilter): JewelryFilter => ({
  search: filter.search || undefined,
  searchType: filter.searchType,
  createdFrom: filter.createdFrom,
  createdTo: filter.createdTo,
});

const readRows = (db: Executor) => (where: SQL | undefined, orderBy: SQL[], limit: number) =>
  selectJewelryWithCompanies(db, {
    id: jewelry.id,
    created: jewelry.created,
    orderNumber: jewelry.orderNumber,
    lineNumber: jewelry.lineNumber,
    purchaseOrder: jewelry.purchaseOrder,
    stockNumber: jewelry.stockNumber,
    clientSku: jewelry.clientSku,
    certificateNumber: jewelry.certificateNumber,
    retailPrice: jewelry.retailPrice,
    totalCertPrice: jewelry.totalCertPrice,
    cardCertPrinted: jewelry.cardCertPrinted,
    hasBeenShipped: jewelry.hasBeenShipped,
  })
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);

type Row = Awaited<ReturnType<ReturnType<typeof readRows>>>[number];

const toItem = (row: Row): OrdersReportItem => ({
  ...withCompanyReferences(row),
  created: row.created.toISOString(),
});

// As the jewelry list: a search's first page and total from one pass over at most this many.
const searchMatchesCap = 1000;

// GET /api/orders: every jewelry record newest first, with its prices, exact totals.
export async function listOrders(db: Database, query: OrdersReportQuery): Promise<Page<OrdersReportItem>> {
  const { limit, cursor, direction, sort, ...filter } = query;
  const jewelryFilter = asJewelryFilter(filter);
  const page = await keysetPage<Row>({
    db,
    table: jewelry,
    sortable: { created: timestampSort(jewelry.created) },
    where: jewelryFilterConditions(jewelryFilter),
    request: { limit, cursor, direction, sort },
    select: readRows(db),
    sortValue: (row) => row.created,
    countTotal: () => keptJewelryTotal(db, jewelryFilter),
    fewMatchesCap: jewelryFilter.search ? searchMatchesCap : undefined,
  });
  return { ...page, items: page.items.map(toItem) };
}

export async function countOrders(db: Executor, filter: OrdersReportFilter): Promise<number> {
  const jewelryFilter = asJewelryFilter(filter);
  const kept = await keptJewelryTotal(db, jewelryFilter);
  if (kept !== null) return kept;
  return db.$count(jewelry, jewelryFilterConditions(jewelryFilter));
}

export function streamOrders(db: Executor, filter: OrdersReportFilter, batchSize = 1000) {
  return newestFirstBatches({
    columns: jewelry,
    where: jewelryFilterConditions(asJewelryFilter(filter)),
    read: readRows(db),
    keyOf: (row) => row,
    toItem,
    batchSize,
  });
}
