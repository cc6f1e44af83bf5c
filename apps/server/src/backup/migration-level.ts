import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { migrationsFolder } from "../db/migrate";

// How far a database is migrated: the number of migrations applied, as drizzle records them. A
// backup carries it; a restore refuses a backup from a newer Loupe (more migrations than this
// code has) and migrates an older one forward.
export async function migrationLevel(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0]?.applied ?? 0);
}

// The migrations this code has (the journal drizzle-kit writes).
export function knownMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
