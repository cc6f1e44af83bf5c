import type { DiamondFilter } from "@loupe/domain/diamonds/diamond";
import { count } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diamondFilterConditions } from "./diamond-filters";
import { diamonds } from "./schema";

// The list's filter counted row by row, bypassing every kept count: what the kept totals must equal.
export async function countDiamondRows(db: Executor, filter: DiamondFilter): Promise<number> {
  const [found] = await db.select({ total: count() }).from(diamonds).where(diamondFilterConditions(filter));
  return found?.total ?? -1;
}
