import type { ShippingLogFilter } from "@loupe/domain/shipping/shipping-log-query";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { shippedJewelryCounts } from "./schema";

// The log's total from the kept counts (schema.ts) when they answer the filter: none, a customer,
// a style, or both. null: the caller counts rows (a search matches few; a date range reads the
// partial shipped-on index).
export async function keptShippingTotal(db: Executor, filter: ShippingLogFilter): Promise<number | null> {
  if (filter.search || filter.shippedFrom || filter.shippedTo) return null;
  // uuid::text is lower case; the filter may arrive in either.
  const customer = filter.customerId?.toLowerCase();
  const style = filter.jewelryType;
  const [dimension, value] =
    customer && style
      ? ["customer_style", `${customer}|${style}`]
      : customer
        ? ["customer", customer]
        : style
          ? ["style", style]
          : ["all", ""];
  const [found] = await db
    .select({ total: sql<number>`coalesce(sum(${shippedJewelryCounts.n}), 0)::integer` })
    .from(shippedJewelryCounts)
    .where(and(eq(shippedJewelryCounts.dimension, dimension), eq(shippedJewelryCounts.value, value)));
  return found?.total ?? 0;
}
