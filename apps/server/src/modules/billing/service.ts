import type { BillingCsvRecord } from "@loupe/domain/billing/billing-csv";
import type {
  BillingFilter,
  BillingItem,
  BillingListQuery,
  BillingPage,
} from "@loupe/domain/billing/billing-query";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { keysetPage, timestampSort } from "../../db/keyset-page";
import { newestFirstBatches } from "../certificates/keyset-batches";
import { companies } from "../companies/ports";
import { jewelry } from "../jewelry/ports";
import { billed, billingConditions } from "./billing-filters";
import { billingTotals } from "./billing-totals";

const clients = alias(companies, "billed_client");
const customers = alias(companies, "venue");

// The columns a row of the report shows (spec 001 §2.5) and its export writes (§9).
const reportColumns = {
  id: jewelry.id,
  created: jewelry.created,
  orderNumber: jewelry.orderNumber,
  lineNumber: jewelry.lineNumber,
  purchaseOrder: jewelry.purchaseOrder,
  jewelryType: jewelry.jewelryType,
  certificateNumber: jewelry.certificateNumber,
  clientSku: jewelry.clientSku,
  retailPrice: jewelry.retailPrice,
  totalCertPrice: jewelry.totalCertPrice,
};

const readPageRows = (db: Database) => (where: SQL | undefined, orderBy: SQL[], limit: number) =>
  db
    .select({ ...reportColumns, clientName: clients.name })
    .from(jewelry)
    .leftJoin(clients, eq(clients.id, jewelry.clientId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
type PageRow = Awaited<ReturnType<ReturnType<typeof readPageRows>>>[number];

const toItem = (row: PageRow): BillingItem => ({
  id: row.id,
  created: row.created.toISOString(),
  orderNumber: row.orderNumber,
  lineNumber: row.lineNumber,
  clientName: row.clientName ?? "",
  certificateNumber: row.certificateNumber,
  clientSku: row.clientSku,
  retailPrice: row.retailPrice,
  totalCertPrice: row.totalCertPrice,
});

// GET /api/billing: a page newest first, the exact total of rows and of Total Cert Price.
export async function listBilling(db: Database, query: BillingListQuery): Promise<BillingPage> {
  const { limit, cursor, direction, sort, ...filter } = query;
  const totals = billingTotals(db, filter);
  const page = await keysetPage<PageRow>({
    db,
    table: jewelry,
    sortable: { created: timestampSort(jewelry.created) },
    where: billingConditions(filter),
    request: { limit, cursor, direction, sort },
    select: readPageRows(db),
    sortValue: (row) => row.created,
    countTotal: async () => (await totals).n,
  });
  return { ...page, items: page.items.map(toItem), totalCertPrice: (await totals).totalCertPrice };
}

export const countBilling = async (db: Database, filter: BillingFilter) =>
  (await billingTotals(db, filter)).n;

const readExportRows = (db: Database) => (where: SQL | undefined, orderBy: SQL[], limit: number) =>
  db
    .select({ ...reportColumns, venue: customers.name })
    .from(jewelry)
    .leftJoin(customers, eq(customers.id, jewelry.customerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
type ExportRow = Awaited<ReturnType<ReturnType<typeof readExportRows>>>[number];

const toCsvRecord = (row: ExportRow): BillingCsvRecord => ({ ...row, venue: row.venue ?? "" });

function exportBatches(db: Database, where: SQL | undefined, batchSize: number) {
  return newestFirstBatches({
    columns: jewelry,
    where,
    read: readExportRows(db),
    keyOf: (row) => row,
    toItem: toCsvRecord,
    batchSize,
  });
}

// Every billed record the filters select, newest first, in batches (Export all).
export const streamBilling = (db: Database, filter: BillingFilter, batchSize = 1000) =>
  exportBatches(db, billingConditions(filter), batchSize);

// The chosen records (Export selected): only billed ones, newest first.
export const streamSelectedBilling = (db: Database, ids: string[], batchSize = 1000) =>
  exportBatches(db, and(billed, inArray(jewelry.id, ids)), batchSize);
