import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { extract } from "tar";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/client";
import { rebuildKeptCounts } from "../db/kept-counts";
import { migrateDatabase } from "../db/migrate";
import { openConfiguredStorage } from "../storage/configured-storage";
import type { Storage } from "../storage/storage";
import {
  type BackupManifest,
  backupManifestSchema,
  databaseEntry,
  manifestEntry,
  storedFileEntry,
} from "./archive-manifest";
import { knownMigrationCount } from "./migration-level";
import { formatBytes, progressEvery } from "./progress";
import { openRestoreTarget, storageIsEmpty } from "./restore-target";

export type RestoreSummary = { files: number; fileBytes: number; keptCounts: number };
type Progress = (message: string) => void;

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(stream, hash);
  return hash.digest("hex");
}

// Unpacks the archive into a folder of its own (removed at the end) and checks it whole: the
// manifest, the database dump's and every file's size and sha256, before anything is written.
async function unpack(
  archive: string,
  progress: Progress,
): Promise<{ staging: string; manifest: BackupManifest }> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-restore-"));
  try {
    progress(`Unpacking ${archive} (${formatBytes(fs.statSync(archive).size)})…`);
    await extract({ file: archive, cwd: staging, strict: true });
    const manifestPath = path.join(staging, manifestEntry);
    if (!fs.existsSync(manifestPath))
      throw new Error(`${archive} is not a Loupe backup (no ${manifestEntry}).`);
    const manifest = backupManifestSchema.parse(JSON.parse(fs.readFileSync(manifestPath, "utf8")));
    const dumpPath = path.join(staging, databaseEntry[manifest.database.driver]);
    if ((await sha256Of(fs.createReadStream(dumpPath))) !== manifest.database.sha256) {
      throw new Error("The backup's database dump does not match its checksum: the archive is damaged.");
    }
    for (const file of manifest.files) {
      const staged = path.join(staging, storedFileEntry(file.key));
      if (!fs.existsSync(staged) || (await sha256Of(fs.createReadStream(staged))) !== file.sha256) {
        throw new Error(`The backup's file ${file.key} is missing or damaged (checksum differs).`);
      }
    }
    return { staging, manifest };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

// Every file back into Storage, each read back and checked against its sha256; the keys put, for
// an undo.
async function restoreFiles(
  storage: Storage,
  staging: string,
  manifest: BackupManifest,
  put: string[],
  progress: Progress,
): Promise<number> {
  let bytes = 0;
  const report = progressEvery(200, (count) => progress(`Files: ${count} of ${manifest.files.length}…`));
  for (const file of manifest.files) {
    put.push(file.key);
    await storage.put(file.key, fs.createReadStream(path.join(staging, storedFileEntry(file.key))));
    if ((await sha256Of(await storage.read(file.key))) !== file.sha256) {
      throw new Error(`${file.key} reads back from storage with another checksum than the backup's.`);
    }
    bytes += file.size;
    report(put.length);
  }
  return bytes;
}

// Restores a backup into an empty database and an empty Storage (decision 0028), or leaves both
// as empty as it found them.
export async function restoreBackup(
  config: Config,
  archive: string,
  progress: Progress,
): Promise<RestoreSummary> {
  const { staging, manifest } = await unpack(archive, progress);
  try {
    if (manifest.database.migrationLevel > knownMigrationCount()) {
      throw new Error(
        `This backup comes from a newer Loupe (${manifest.database.migrationLevel} migrations, this one has ` +
          `${knownMigrationCount()}): restore it with that version or newer.`,
      );
    }
    const storage = openConfiguredStorage(config);
    const target = await openRestoreTarget(config, manifest);
    const put: string[] = [];
    let handle: DatabaseHandle | null = null;
    try {
      if (!(await storageIsEmpty(storage))) {
        throw new Error("The file storage already holds files: restore into an empty storage.");
      }
      progress(`Loading the database into ${target.label} (${formatBytes(manifest.database.size)})…`);
      handle = await target.load(path.join(staging, databaseEntry[manifest.database.driver]));
      await migrateDatabase(handle);
      progress("Rebuilding the kept counts from the rows…");
      let keptCounts = 0;
      await rebuildKeptCounts(handle.db, (entry) => {
        keptCounts += entry.tables.length;
      });
      await handle.close();
      handle = null;
      progress(`Putting ${manifest.files.length} files back into storage…`);
      const fileBytes = await restoreFiles(storage, staging, manifest, put, progress);
      progress(
        `Restored: the database, ${keptCounts} kept count tables rebuilt, ${put.length} files (${formatBytes(fileBytes)}).`,
      );
      return { files: put.length, fileBytes, keptCounts };
    } catch (error) {
      progress("The restore failed; removing what it wrote…");
      if (handle) await handle.close().catch(() => {});
      for (const key of put) await storage.remove(key).catch(() => {});
      await target.undo();
      throw error;
    } finally {
      target.release();
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
