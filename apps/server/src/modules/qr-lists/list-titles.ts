import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { qrLists } from "./schema";

// The titles of the QR lists of these ids (a deleted list is simply absent), for the areas that
// name a list without reading the area's table: analytics' certificates table.
export async function qrListTitles(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: qrLists.id, title: qrLists.title })
    .from(qrLists)
    .where(inArray(qrLists.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
