import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { serverPath } from "../server-root";
import type { DatabaseHandle } from "./client";
import type * as schema from "./schema";

export const migrationsFolder = serverPath("src", "db", "migrations");

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
