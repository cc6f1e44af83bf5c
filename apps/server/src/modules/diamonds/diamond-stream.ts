import type { Diamond, DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { diamondFilterConditions } from "./diamond-filters";
import { type JoinedDiamond, joinedDiamondFromJson, selectDiamondsAsJson, toDiamond } from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

// Every record of a filtered set, newest first, a batch at a time by keyset: exports of any size
// keep memory flat and never read the same row twice. The next batch is asked for before this one
// is handed on, so the database reads while the caller writes (one batch ahead, no more).
export async function* streamDiamonds(
  db: Database,
  filter: DiamondFilter,
  batchSize = 1000,
): AsyncGenerator<Diamond[]> {
  const where = diamondFilterConditions(filter);
  const read = async (after: JoinedDiamond["row"] | null): Promise<JoinedDiamond[]> => {
    const boundary: SQL | undefined = after
      ? sql`(${diamonds.created}, ${diamonds.id}) < (${after.created.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await selectDiamondsAsJson(db, and(where, boundary))
      .orderBy(desc(diamonds.created), desc(diamonds.id))
      .limit(batchSize);
    return rows.map(({ json }) => joinedDiamondFromJson(json));
  };
  let next: Promise<JoinedDiamond[]> | null = read(null);
  try {
    while (next) {
      const rows: JoinedDiamond[] = await next;
      const last = rows.length === batchSize ? rows[rows.length - 1] : undefined;
      next = last ? read(last.row) : null;
      if (rows.length > 0) yield rows.map((row) => toDiamond(row));
    }
  } finally {
    // A caller that stops early leaves one read in flight; its failure is of no interest then.
    next?.catch(() => {});
  }
}

export async function countDiamonds(db: Database, filter: DiamondFilter): Promise<number> {
  const kept = await keptDiamondTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(diamonds).where(diamondFilterConditions(filter));
  return found?.total ?? 0;
}
