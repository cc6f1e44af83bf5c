import type { Page } from "@loupe/domain/paging";
import type {
  ShippingLogFilter,
  ShippingLogItem,
  ShippingLogListQuery,
} from "@loupe/domain/shipping/shipping-log-query";
import { and, desc, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { keysetPage, timestampSort } from "../../db/keyset-page";
import { keysetBatches } from "../certificates/keyset-batches";
import { jewelry, selectJewelryWithCompanies, withCompanyReferences } from "../jewelry/ports";
import { shippingLogConditions } from "./shipping-log-filters";
import { keptShippingTotal } from "./shipping-log-totals";

// Only the columns a row shows (decision 0018), its companies joined by id.
const readRows = (db: Executor) => (where: SQL | undefined, orderBy: SQL[], limit: number) =>
  selectJewelryWithCompanies(db, {
    id: jewelry.id,
    created: jewelry.created,
    shippedOn: jewelry.shippedOn,
    orderNumber: jewelry.orderNumber,
    lineNumber: jewelry.lineNumber,
    purchaseOrder: jewelry.purchaseOrder,
    jewelryType: jewelry.jewelryType,
    clientSku: jewelry.clientSku,
    certificateNumber: jewelry.certificateNumber,
    stockNumber: jewelry.stockNumber,
    trackingNumber: jewelry.trackingNumber,
    processedBy: jewelry.processedBy,
  })
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);

type Row = Awaited<ReturnType<ReturnType<typeof readRows>>>[number];

// A shipped row always has its shipped-on time (the save sets both); epoch 0 never shows.
const shippedOnOf = (row: Row) => row.shippedOn ?? new Date(0);

const toItem = (row: Row): ShippingLogItem => ({
  ...withCompanyReferences(row),
  created: row.created.toISOString(),
  shippedOn: shippedOnOf(row).toISOString(),
});

// A search matches a handful of shipped items: its first page and total come from one pass.
const searchMatchesCap = 1000;

// GET /api/shipping-log: shipped items, the latest shipped first (spec 001 §7.5), exact totals.
export async function listShippingLog(
  db: Database,
  query: ShippingLogListQuery,
): Promise<Page<ShippingLogItem>> {
  const { limit, cursor, direction, sort, ...filter } = query;
  const page = await keysetPage<Row>({
    db,
    table: jewelry,
    sortable: { shippedOn: timestampSort(jewelry.shippedOn) },
    where: shippingLogConditions(filter),
    request: { limit, cursor, direction, sort },
    select: readRows(db),
    sortValue: shippedOnOf,
    countTotal: () => keptShippingTotal(db, filter),
    fewMatchesCap: filter.search ? searchMatchesCap : undefined,
  });
  return { ...page, items: page.items.map(toItem) };
}

export async function countShippingLog(db: Executor, filter: ShippingLogFilter): Promise<number> {
  const kept = await keptShippingTotal(db, filter);
  if (kept !== null) return kept;
  return db.$count(jewelry, shippingLogConditions(filter));
}

// Every shipped item the filters select, in the log's order, in batches (the export).
export function streamShippingLog(db: Executor, filter: ShippingLogFilter, batchSize = 1000) {
  const read = readRows(db);
  const orderBy = [desc(jewelry.shippedOn), desc(jewelry.id)];
  return keysetBatches(
    (after: Row | null) =>
      read(
        and(
          shippingLogConditions(filter),
          after
            ? sql`(${jewelry.shippedOn}, ${jewelry.id}) < (${shippedOnOf(after).toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
        orderBy,
        batchSize,
      ),
    toItem,
    batchSize,
  );
}
