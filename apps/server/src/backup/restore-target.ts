import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { Config } from "../config";
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { DataDirectoryBusyError, lockDataDirectory } from "../db/data-directory-lock";
import type { Storage } from "../storage/storage";
import type { BackupManifest } from "./archive-manifest";
import { embeddedDatabaseDirectory } from "./database-dump";
import { postgresTarget, requireClientVersion, runTool } from "./postgres-tools";

// Where a restore loads the database: refused unless empty, loaded in one step, and emptied again
// when the restore fails after it (so no partial restore is left behind).
export type RestoreTarget = {
  label: string;
  load: (dumpFile: string) => Promise<DatabaseHandle>;
  // Removes what `load` wrote; the target is as empty as it was found.
  undo: () => Promise<void>;
  release: () => void;
};

export async function openRestoreTarget(config: Config, manifest: BackupManifest): Promise<RestoreTarget> {
  const wanted = config.DATABASE_URL ? "postgres" : "pglite";
  if (manifest.database.driver !== wanted) {
    const names = { pglite: "the embedded database", postgres: "a PostgreSQL database" };
    throw new Error(
      `This backup holds ${names[manifest.database.driver]}, and the configuration names ${names[wanted]} ` +
        `(${config.DATABASE_URL ? "DATABASE_URL is set" : "DATABASE_URL is not set"}). Restore it into the same kind.`,
    );
  }
  return config.DATABASE_URL ? postgresTarget_(config.DATABASE_URL, manifest) : pgliteTarget(config);
}

function pgliteTarget(config: Config): RestoreTarget {
  const directory = embeddedDatabaseDirectory(config);
  let unlock: () => void;
  try {
    unlock = lockDataDirectory(config.LOUPE_DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirectoryBusyError) {
      throw new Error(
        `A Loupe server is running on ${config.LOUPE_DATA_DIR}: a restore needs an empty place.`,
      );
    }
    throw error;
  }
  if (fs.existsSync(directory) && fs.readdirSync(directory).length > 0) {
    unlock();
    throw new Error(
      `${directory} already holds a database: restore into an empty data directory (a new LOUPE_DATA_DIR).`,
    );
  }
  return {
    label: directory,
    load: async (dumpFile) => {
      const pglite = await createPglite(directory, new Blob([fs.readFileSync(dumpFile)]));
      return openPglite(pglite);
    },
    undo: async () => fs.rmSync(directory, { recursive: true, force: true }),
    release: () => unlock(),
  };
}

async function tablesIn(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

async function postgresTarget_(databaseUrl: string, manifest: BackupManifest): Promise<RestoreTarget> {
  const target = postgresTarget(databaseUrl);
  const check = openPostgres(databaseUrl);
  try {
    if ((await tablesIn(check)) > 0) {
      throw new Error(
        `The database ${target.label} has tables: restore into an empty database (createdb a new one).`,
      );
    }
  } finally {
    await check.close();
  }
  const dumpedMajor = Number(manifest.database.dumpedWith?.match(/^\d+/)?.[0] ?? 0);
  await requireClientVersion("pg_restore", dumpedMajor, `the pg_dump that wrote this backup`);
  return {
    label: target.label,
    load: async (dumpFile) => {
      // One transaction: a failed load leaves the database as empty as it was.
      await runTool(
        "pg_restore",
        [
          "--single-transaction",
          "--exit-on-error",
          "--no-owner",
          "--no-privileges",
          target.dbnameArgument,
          dumpFile,
        ],
        target.environment,
      );
      return openPostgres(databaseUrl);
    },
    undo: async () => {
      const handle = openPostgres(databaseUrl);
      try {
        await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
        await handle.db.execute(sql`DROP SCHEMA public CASCADE`);
        await handle.db.execute(sql`CREATE SCHEMA public AUTHORIZATION pg_database_owner`);
        await handle.db.execute(sql`GRANT USAGE ON SCHEMA public TO PUBLIC`);
      } finally {
        await handle.close();
      }
    },
    release: () => {},
  };
}

export async function storageIsEmpty(storage: Storage): Promise<boolean> {
  for await (const _key of storage.list("")) return false;
  return true;
}
