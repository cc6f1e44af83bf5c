import fs from "node:fs";
import type { Config } from "../config";
import { openConfiguredStorage } from "../storage/configured-storage";
import type { BackupManifest } from "./archive-manifest";
import { databaseEntry, manifestEntry, storedFileEntry } from "./archive-manifest";
import { ArchiveWriter } from "./archive-writer";
import { dumpDatabase } from "./database-dump";
import { formatBytes, progressEvery } from "./progress";

export type BackupSummary = {
  file: string;
  databaseBytes: number;
  files: number;
  fileBytes: number;
  skipped: number;
};

// One archive of the database and every stored file (decision 0028). The database is dumped
// first, then the files are listed: a file a dumped row names was stored before the row was
// written, and files are never changed in place, so each one is there.
export async function createBackup(
  config: Config,
  out: string,
  progress: (message: string) => void,
): Promise<BackupSummary> {
  if (fs.existsSync(out)) throw new Error(`${out} already exists; choose another name or remove it first.`);
  const dump = await dumpDatabase(config, progress);
  const archive = new ArchiveWriter(out);
  try {
    progress(`Database dump: ${formatBytes(dump.size)}. Writing ${out}…`);
    const entry = databaseEntry[dump.driver];
    const databaseSha256 = await archive.add(entry, dump.size, fs.createReadStream(dump.file));
    dump.discard();

    const storage = openConfiguredStorage(config);
    const files: BackupManifest["files"] = [];
    let fileBytes = 0;
    let skipped = 0;
    const report = progressEvery(200, (count) => progress(`Files: ${count} (${formatBytes(fileBytes)})…`));
    for await (const key of storage.list("")) {
      const stat = await storage.stat(key);
      // Removed since it was listed (its record deleted after the dump was taken).
      if (!stat) {
        skipped++;
        continue;
      }
      const sha256 = await archive.add(storedFileEntry(key), stat.size, await storage.read(key));
      files.push({ key, size: stat.size, sha256 });
      fileBytes += stat.size;
      report(files.length);
    }
    const manifest: BackupManifest = {
      format: "loupe-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      database: {
        driver: dump.driver,
        migrationLevel: dump.migrationLevel,
        dumpedWith: dump.dumpedWith,
        size: dump.size,
        sha256: databaseSha256,
      },
      files,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await archive.add(manifestEntry, manifestBytes.length, manifestBytes);
    await archive.finish();
    progress(
      `Files: ${files.length} (${formatBytes(fileBytes)})${skipped ? `, ${skipped} removed meanwhile` : ""}.`,
    );
    return { file: out, databaseBytes: dump.size, files: files.length, fileBytes, skipped };
  } catch (error) {
    archive.abandon();
    throw error;
  } finally {
    dump.discard();
  }
}
