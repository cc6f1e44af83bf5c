import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { pgliteChangeNotices, postgresChangeNotices, watchChanges } from "./change-notices";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
// A function that writes can take either; callers own the transaction boundary.
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
} & (
  | {
      driver: "pglite";
      // The embedded database itself, for what only it does (a dump of its data directory).
      pglite: PGlite;
    }
  // The pool itself, for work that needs one connection throughout (a session-level lock).
  | { driver: "postgres"; pool: pg.Pool }
);

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const notices = pgliteChangeNotices(client);
  watchChanges(db, notices);
  return {
    db,
    driver: "pglite",
    pglite: client,
    close: async () => {
      await notices.close();
      await client.close();
    },
  };
}

export async function createPglite(dataDirectory: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDirectory, { extensions: { pg_trgm }, loadDataDir });
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server (restart, admin kill) must not crash the process;
  // the pool drops it and the next query opens a fresh connection.
  pool.on("error", (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  // Its own connection, opened when a public page first asks (db/change-notices.ts).
  const notices = postgresChangeNotices(url);
  watchChanges(db, notices);
  return {
    db,
    driver: "postgres",
    pool,
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}
