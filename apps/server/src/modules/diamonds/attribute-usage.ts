import type { AttributeName } from "@loupe/domain/options/attributes";
import { count, eq, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { diamonds } from "./schema";

// The diamond columns each attribute list feeds (the attributes screen says how many records use
// a value before it is deleted from its list; the records keep their text either way).
const columnsOf: Partial<Record<AttributeName, PgColumn[]>> = {
  cut: [diamonds.cut],
  color: [diamonds.colorValue],
  polish: [diamonds.polish, diamonds.symmetry],
  shapes: [diamonds.shape],
  fluorescence: [diamonds.fluorescence],
  girdle: [diamonds.girdle],
  clarity: [diamonds.clarityValue],
};

export async function countDiamondsUsingValue(
  db: Executor,
  name: AttributeName,
  value: string,
): Promise<number> {
  const columns = columnsOf[name];
  if (!columns) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(diamonds)
    .where(or(...columns.map((column) => eq(column, value))));
  return row?.total ?? 0;
}
