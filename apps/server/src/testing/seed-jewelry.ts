import { type JewelrySaveInput, jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { insertByColumns } from "../db/insert-by-columns";
import { columnsFrom } from "../modules/jewelry/jewelry-rows";
import { jewelry } from "../modules/jewelry/schema";

// Jewelry written straight to the table (as saved through the form's schema), for tests that
// need many records or fields only the server sets. Created a minute apart, the first oldest.
export async function insertJewelryRecords(
  db: Executor,
  inputs: (JewelrySaveInput & { created?: Date; hasBeenShipped?: boolean })[],
  start = Date.UTC(2026, 0, 1),
): Promise<string[]> {
  const ids = inputs.map(() => uuidv7());
  const rows = inputs.map(({ created, hasBeenShipped, ...input }, index) => ({
    id: ids[index] as string,
    ...columnsFrom(jewelrySaveSchema.parse(input)),
    hasBeenShipped: hasBeenShipped ?? false,
    created: created ?? new Date(start + index * 60_000),
  }));
  for (let from = 0; from < rows.length; from += 2000) {
    await insertByColumns(db, jewelry, rows.slice(from, from + 2000));
  }
  return ids;
}
