import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationLock } from "./advisory-locks";
import type { DatabaseHandle } from "./client";
import type * as schema from "./schema";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === "pglite") {
    // One process holds the embedded database (the data-directory lock): nothing to wait for.
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  const client = await handle.pool.connect();
  const lockArguments = [migrationLock.classId, migrationLock.objectId];
  try {
    await client.query("SELECT pg_advisory_lock($1, $2)", lockArguments);
    await migratePostgres(drizzle({ client }), { migrationsFolder });
  } finally {
    // Ending the session frees the lock too; unlocking first lets the pool reuse the connection.
    await client
      .query("SELECT pg_advisory_unlock($1, $2)", lockArguments)
      .then(() => client.release())
      .catch((error: unknown) => client.release(error instanceof Error ? error : true));
  }
}
