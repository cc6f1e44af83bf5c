import type { BillingFilter } from "@loupe/domain/billing/billing-query";
import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { jewelry } from "../jewelry/ports";
import { billedClient, billingConditions } from "./billing-filters";
import { billingDayTotals } from "./schema";

export type BillingTotals = { n: number; totalCertPrice: number };

// How many billed records the filters select and the sum of their Total Cert Price, computed by
// the database over the whole set, not a page. Without a search the kept New York day totals
// answer (migration 0025: one primary-key range of at most a row per day); a search, which
// selects an order's or a certificate's few records, sums its matching rows.
export async function billingTotals(db: Executor, filter: BillingFilter): Promise<BillingTotals> {
  const [found] = filter.search?.trim()
    ? await db
        .select({
          n: count(),
          total: sql<string>`coalesce(sum(${jewelry.totalCertPrice}), 0)::text`,
        })
        .from(jewelry)
        .where(billingConditions(filter))
    : await db
        .select({
          n: sql<number>`coalesce(sum(${billingDayTotals.n}), 0)::integer`,
          total: sql<string>`coalesce(sum(${billingDayTotals.totalCertPrice}), 0)::text`,
        })
        .from(billingDayTotals)
        .where(
          and(
            eq(billingDayTotals.client, billedClient(filter)?.toLowerCase() ?? "*"),
            filter.from ? gte(billingDayTotals.day, filter.from) : undefined,
            filter.to ? lte(billingDayTotals.day, filter.to) : undefined,
          ),
        );
  return { n: Number(found?.n ?? 0), totalCertPrice: Number(found?.total ?? 0) };
}
