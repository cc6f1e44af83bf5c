import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Config } from "../config";
import { createPglite, openPglite, openPostgres } from "../db/client";
import { DataDirectoryBusyError, lockDataDirectory } from "../db/data-directory-lock";
import { dumpEmbeddedDatabase, fetchDumpFromServer } from "./backup-channel";
import { migrationLevel } from "./migration-level";
import { postgresTarget, requireClientVersion, runTool, serverMajorVersion } from "./postgres-tools";

export type DatabaseDump = {
  driver: "pglite" | "postgres";
  // The dump in a file of its own (removed by `discard`), to stream into the archive.
  file: string;
  size: number;
  migrationLevel: number;
  dumpedWith?: string;
  source: string;
  discard: () => void;
};

type Progress = (message: string) => void;

export const embeddedDatabaseDirectory = (config: Config) => path.join(config.LOUPE_DATA_DIR, "db");

function scratchFile(name: string): { file: string; discard: () => void } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-backup-"));
  return {
    file: path.join(directory, name),
    discard: () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}

export async function dumpDatabase(config: Config, progress: Progress): Promise<DatabaseDump> {
  return config.DATABASE_URL ? dumpPostgres(config.DATABASE_URL, progress) : dumpPglite(config, progress);
}

// pg_dump's custom format: compressed, and pg_restore can load it in one transaction.
async function dumpPostgres(databaseUrl: string, progress: Progress): Promise<DatabaseDump> {
  const target = postgresTarget(databaseUrl);
  const handle = openPostgres(databaseUrl);
  let serverMajor: number;
  let level: number;
  try {
    serverMajor = await serverMajorVersion(handle.db);
    level = await migrationLevel(handle.db);
  } finally {
    await handle.close();
  }
  const dumpedWith = await requireClientVersion("pg_dump", serverMajor, `the PostgreSQL server's version`);
  progress(`Dumping the PostgreSQL database ${target.label} with pg_dump ${dumpedWith}…`);
  const scratch = scratchFile("postgres.dump");
  try {
    await runTool(
      "pg_dump",
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${scratch.file}`, target.dbnameArgument],
      target.environment,
    );
    const size = fs.statSync(scratch.file).size;
    return {
      driver: "postgres",
      file: scratch.file,
      size,
      migrationLevel: level,
      dumpedWith,
      source: target.label,
      discard: scratch.discard,
    };
  } catch (error) {
    scratch.discard();
    throw error;
  }
}

// With the server stopped, the backup opens the database itself (holding the lock meanwhile);
// while a server holds it, the server dumps it through its backup channel (decision 0028).
async function dumpPglite(config: Config, progress: Progress): Promise<DatabaseDump> {
  const directory = embeddedDatabaseDirectory(config);
  if (!fs.existsSync(path.join(directory, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${directory} (is LOUPE_DATA_DIR right?).`);
  }
  const scratch = scratchFile("pglite-data.tar.gz");
  try {
    const { size, level } = await dumpPgliteTo(config, scratch.file, progress);
    return {
      driver: "pglite",
      file: scratch.file,
      size,
      migrationLevel: level,
      source: directory,
      discard: scratch.discard,
    };
  } catch (error) {
    scratch.discard();
    throw error;
  }
}

async function dumpPgliteTo(
  config: Config,
  file: string,
  progress: Progress,
): Promise<{ size: number; level: number }> {
  const directory = embeddedDatabaseDirectory(config);
  let unlock: (() => void) | null = null;
  try {
    unlock = lockDataDirectory(config.LOUPE_DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirectoryBusyError)) throw error;
  }
  if (!unlock) {
    progress(`Asking the running server to dump the embedded database in ${directory}…`);
    return fetchDumpFromServer(config.LOUPE_DATA_DIR, file);
  }
  progress(`Dumping the embedded database in ${directory} (no server running)…`);
  try {
    const pglite = await createPglite(directory);
    const handle = openPglite(pglite);
    try {
      const level = await migrationLevel(handle.db);
      const dump = await dumpEmbeddedDatabase(pglite);
      await pipeline(
        Readable.fromWeb(dump.stream() as WebReadableStream),
        fs.createWriteStream(file, { mode: 0o600 }),
      );
      return { size: dump.size, level };
    } finally {
      await handle.close();
    }
  } finally {
    unlock();
  }
}
