import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { pgliteTemplatePath } from "./template-path";

export const testDriver = process.env.LOUPE_TEST_DRIVER === "postgres" ? "postgres" : "pglite";

// A fresh, migrated database for one test file: a clone of the PGlite template, or a throwaway
// copy of the run's migrated template on the PostgreSQL server (global-setup.ts; the server is
// shared, so never assumed empty, and the copy is always dropped).
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === "pglite") {
    const template = await fs.readFile(pgliteTemplatePath);
    return openPglite(await createPglite(undefined, new Blob([template])));
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is needed for the postgres test run");
  const name = `loupe_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await createFromTemplate(admin, name, inject("postgresTemplate"));
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await waitForConnectionsToClose(dropper, name);
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// Two files copying the template at once can meet PostgreSQL's "source database is being accessed
// by other users" for a moment; the copy is tried again.
async function createFromTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// pool.end() resolves before its clients' sockets have closed; forcing the drop while they are
// still closing would kill them mid-goodbye and surface as an unhandled FATAL error.
async function waitForConnectionsToClose(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const result = await client.query(
      "select count(*)::int as open from pg_stat_activity where datname = $1",
      [database],
    );
    if (result.rows[0].open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  // Both drivers answer execute() with a result that has `rows`.
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = result.rows.map((row) => `"${row.tablename}"`).join(", ");
  if (tables) await handle.db.execute(sql.raw(`TRUNCATE ${tables} CASCADE`));
}
