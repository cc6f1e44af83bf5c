import type { Diamond, DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { keysetBatches } from "../certificates/keyset-batches";
import { diamondFilterConditions } from "./diamond-filters";
import { type JoinedDiamond, joinedDiamondFromJson, selectDiamondsAsJson, toDiamond } from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

// Every diamond of a filtered set, newest first, in batches (certificates/keyset-batches.ts).
export function streamDiamonds(
  db: Database,
  filter: DiamondFilter,
  batchSize = 1000,
): AsyncGenerator<Diamond[]> {
  const where = diamondFilterConditions(filter);
  const read = async (after: JoinedDiamond | null): Promise<JoinedDiamond[]> => {
    const boundary: SQL | undefined = after
      ? sql`(${diamonds.created}, ${diamonds.id}) < (${after.row.created.toISOString()}::timestamptz, ${after.row.id}::uuid)`
      : undefined;
    const rows = await selectDiamondsAsJson(db, and(where, boundary))
      .orderBy(desc(diamonds.created), desc(diamonds.id))
      .limit(batchSize);
    return rows.map(({ json }) => joinedDiamondFromJson(json));
  };
  return keysetBatches(read, (row) => toDiamond(row), batchSize);
}

export async function countDiamonds(db: Database, filter: DiamondFilter): Promise<number> {
  const kept = await keptDiamondTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(diamonds).where(diamondFilterConditions(filter));
  return found?.total ?? 0;
}
