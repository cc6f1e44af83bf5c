import type { Jewelry } from "@loupe/domain/jewelry/jewelry";
import type { JewelryFilter } from "@loupe/domain/jewelry/jewelry-list-query";
import { count, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newestFirstBatches } from "../certificates/keyset-batches";
import { jewelryFilterConditions } from "./jewelry-filters";
import { selectJewelry, toJewelry } from "./jewelry-rows";
import { keptJewelryTotal } from "./jewelry-totals";
import { jewelry } from "./schema";

// Every jewelry record the list's filters select, newest first, in batches, for the exports.
export function streamJewelry(
  db: Database,
  filter: JewelryFilter,
  batchSize = 1000,
): AsyncGenerator<Jewelry[]> {
  const read = (where: SQL | undefined, orderBy: SQL[], limit: number) =>
    selectJewelry(db, where)
      .orderBy(...orderBy)
      .limit(limit);
  const where = jewelryFilterConditions(filter);
  return newestFirstBatches({
    columns: jewelry,
    where,
    read,
    keyOf: ({ row }) => row,
    toItem: (joined) => toJewelry(joined),
    batchSize,
  });
}

// The list's exact total of the same set (X-Total-Count of the downloads).
export async function countJewelry(db: Database, filter: JewelryFilter): Promise<number> {
  const kept = await keptJewelryTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(jewelry).where(jewelryFilterConditions(filter));
  return found?.total ?? 0;
}
