import type { Diamond, DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newestFirstBatches } from "../certificates/keyset-batches";
import { diamondFilterConditions } from "./diamond-filters";
import { joinedDiamondFromJson, selectDiamondsAsJson, toDiamond } from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

// Every diamond of a filtered set, newest first, in batches (certificates/keyset-batches.ts).
export function streamDiamonds(
  db: Database,
  filter: DiamondFilter,
  batchSize = 1000,
): AsyncGenerator<Diamond[]> {
  return newestFirstBatches({
    columns: diamonds,
    where: diamondFilterConditions(filter),
    read: async (where, orderBy, limit) => {
      const rows = await selectDiamondsAsJson(db, where)
        .orderBy(...orderBy)
        .limit(limit);
      return rows.map(({ json }) => joinedDiamondFromJson(json));
    },
    keyOf: (joined) => joined.row,
    toItem: (joined) => toDiamond(joined),
    batchSize,
  });
}

export async function countDiamonds(db: Database, filter: DiamondFilter): Promise<number> {
  const kept = await keptDiamondTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(diamonds).where(diamondFilterConditions(filter));
  return found?.total ?? 0;
}
