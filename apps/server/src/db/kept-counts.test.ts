import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../seed/demo-data";
import { createDiskStorage } from "../storage/disk-storage";
import { seedActivityEntries } from "../testing/backup-snapshot";
import { readKeptCounts } from "../testing/kept-count-rows";
import { openTestDatabase } from "../testing/test-database";
import type { DatabaseHandle } from "./client";
import { keptCounts, keptCountTables, notKeptCounts, rebuildKeptCounts } from "./kept-counts";

type Rows<T> = { rows: T[] };

async function rows<T>(handle: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(statement)) as unknown as Rows<T>).rows;
}

// The tables the database's triggers write: the tables named in the trigger functions and in the
// functions they call (transitively, statement builders included), less the tables that carry the
// triggers (the counted rows). Read from the migrated database itself, so a new migration's
// trigger shows up here without anyone listing it.
async function tablesWrittenByTriggers(handle: DatabaseHandle): Promise<string[]> {
  const functions = await rows<{ name: string; source: string }>(
    handle,
    sql`select p.proname as name, p.prosrc as source from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
  );
  const triggers = await rows<{ table_name: string; function_name: string }>(
    handle,
    sql`select c.relname as table_name, p.proname as function_name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        join pg_namespace n on n.oid = c.relnamespace
        where not t.tgisinternal and n.nspname = 'public'`,
  );
  const tables = await rows<{ name: string }>(
    handle,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const sources = new Map(functions.map((fn) => [fn.name, fn.source]));
  const mentions = (source: string, name: string) => new RegExp(`\\b${name}\\b`).test(source);
  const reached = new Set(triggers.map((trigger) => trigger.function_name));
  for (const name of reached) {
    const source = sources.get(name) ?? "";
    for (const other of sources.keys()) if (mentions(source, other)) reached.add(other);
  }
  const withTriggers = new Set(triggers.map((trigger) => trigger.table_name));
  const named = new Set<string>();
  for (const name of reached) {
    for (const table of tables) if (mentions(sources.get(name) ?? "", table.name)) named.add(table.name);
  }
  // A data table that is also written (the videos' client sort key) carries triggers of its own.
  const writtenDataTables = Object.keys(notKeptCounts).filter((table) => withTriggers.has(table));
  return [...named]
    .filter((table) => !withTriggers.has(table))
    .concat(writtenDataTables)
    .sort();
}

describe("the catalogue of kept counts", () => {
  let handle: DatabaseHandle;
  const storageDirectory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-kept-counts-"));
  beforeAll(async () => {
    handle = await openTestDatabase();
    // With a storage, the demo has videos too (and their kept counts).
    await seedDemoData(handle.db, createDiskStorage(storageDirectory));
    await seedActivityEntries(handle.db);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    fs.rmSync(storageDirectory, { recursive: true, force: true });
  });

  it("names every table the triggers write, and only those", async () => {
    const catalogued = [...keptCountTables, ...Object.keys(notKeptCounts)].sort();
    expect(await tablesWrittenByTriggers(handle)).toEqual(catalogued);
  });

  it("names each rebuild function and source table the database has", async () => {
    const functions = await rows<{ name: string }>(handle, sql`select proname as name from pg_proc`);
    const names = new Set(functions.map((fn) => fn.name));
    for (const entry of keptCounts) expect(names.has(entry.rebuild), entry.rebuild).toBe(true);
  });

  it("gives back the exact kept values after they are corrupted", async () => {
    const kept = await readKeptCounts(handle.db);
    // Every catalogued table has rows from the demo data, so the comparison is not of empty sets.
    for (const table of keptCountTables) expect(kept[table]?.length, table).toBeGreaterThan(0);
    for (const table of keptCountTables) {
      await handle.db.execute(sql.raw(`UPDATE "${table}" SET ${await countsPlusSeven(handle, table)}`));
      await handle.db.execute(
        sql.raw(`DELETE FROM "${table}" WHERE ctid = (SELECT min(ctid) FROM "${table}")`),
      );
    }
    const corrupted = await readKeptCounts(handle.db);
    for (const table of keptCountTables) expect(corrupted[table], table).not.toEqual(kept[table]);

    await rebuildKeptCounts(handle.db);
    expect(await readKeptCounts(handle.db)).toEqual(kept);
  });
});

// "n = n + 7", for each count column of the table (the views and clicks of the analytics).
async function countsPlusSeven(handle: DatabaseHandle, table: string): Promise<string> {
  const columns = await rows<{ name: string }>(
    handle,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table}
          and data_type in ('bigint', 'integer', 'numeric') and column_name not in ('template_id', 'year')`,
  );
  if (columns.length === 0) throw new Error(`${table} has no count column`);
  return columns.map(({ name }) => `"${name}" = "${name}" + 7`).join(", ");
}
