import type { Diamond, DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { diamonds } from "../../db/schema";
import { diamondFilterConditions } from "./diamond-filters";
import { type JoinedDiamond, joinedDiamondFromJson, selectDiamondsAsJson, toDiamond } from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";

// Every record of a filtered set, newest first, a batch at a time by keyset: exports of any size
// keep memory flat and never read the same row twice.
export async function* streamDiamonds(
  db: Database,
  filter: DiamondFilter,
  batchSize = 1000,
): AsyncGenerator<Diamond[]> {
  const where = diamondFilterConditions(filter);
  let after: { created: Date; id: string } | null = null;
  for (;;) {
    const boundary: SQL | undefined = after
      ? sql`(${diamonds.created}, ${diamonds.id}) < (${after.created.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const read = await selectDiamondsAsJson(db, and(where, boundary))
      .orderBy(desc(diamonds.created), desc(diamonds.id))
      .limit(batchSize);
    const rows: JoinedDiamond[] = read.map(({ json }) => joinedDiamondFromJson(json));
    if (rows.length === 0) return;
    yield rows.map((row) => toDiamond(row));
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { created: last.row.created, id: last.row.id };
  }
}

export async function countDiamonds(db: Database, filter: DiamondFilter): Promise<number> {
  const kept = await keptDiamondTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(diamonds).where(diamondFilterConditions(filter));
  return found?.total ?? 0;
}
