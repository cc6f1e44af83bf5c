import type { AttributeName } from "@loupe/domain/options/attributes";
import { count, eq, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { jewelry } from "./schema";

// The jewelry fields each attribute list feeds (the attributes screen says how many records use a
// value before it is deleted from its list; the records keep their text either way).
const conditionOf: Partial<Record<AttributeName, (value: string) => SQL | undefined>> = {
  jewelry_type: (value) => eq(jewelry.jewelryType, value),
  metal: (value) => eq(jewelry.metal, value),
  stone_types: (value) =>
    or(sql`${jewelry.mainStone}->>'type' = ${value}`, sql`${jewelry.sideStone}->>'type' = ${value}`),
};

export async function countJewelryUsingValue(
  db: Executor,
  name: AttributeName,
  value: string,
): Promise<number> {
  const condition = conditionOf[name];
  if (!condition) return 0;
  const [row] = await db.select({ total: count() }).from(jewelry).where(condition(value));
  return row?.total ?? 0;
}
