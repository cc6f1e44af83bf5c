import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { keptCountTables } from "../db/kept-counts";

// Every kept count's rows, table by table, in one order (all columns), to compare two databases.
export async function readKeptCounts(db: Database): Promise<Record<string, unknown[]>> {
  const kept: Record<string, unknown[]> = {};
  for (const table of keptCountTables) {
    const columns = await db.execute(
      sql`select count(*)::int as n from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
    );
    const width = (columns as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 1;
    const order = Array.from({ length: width }, (_, index) => index + 1).join(", ");
    const result = await db.execute(sql.raw(`SELECT * FROM "${table}" ORDER BY ${order}`));
    kept[table] = (result as unknown as { rows: unknown[] }).rows;
  }
  return kept;
}
