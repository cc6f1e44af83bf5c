import type { ShippingLogFilter } from "@loupe/domain/shipping/shipping-log-query";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { shippedJewelryCounts } from "./schema";

// The log's total from the kept counts (schema.ts) when they answer the filter: none, a customer
// alone or a style alone. null: the caller counts rows (a search matches few; a date range reads
// the partial shipped-on index).
export async function keptShippingTotal(db: Executor, filter: ShippingLogFilter): Promise<number | null> {
  if (filter.search || filter.shippedFrom || filter.shippedTo) return null;
  if (filter.customerId && filter.jewelryType) return null;
  const [dimension, value] = filter.customerId
    ? ["customer", filter.customerId.toLowerCase()]
    : filter.jewelryType
      ? ["style", filter.jewelryType]
      : ["all", ""];
  const [found] = await db
    .select({ total: sql<number>`coalesce(sum(${shippedJewelryCounts.n}), 0)::integer` })
    .from(shippedJewelryCounts)
    .where(and(eq(shippedJewelryCounts.dimension, dimension), eq(shippedJewelryCounts.value, value)));
  return found?.total ?? 0;
}
