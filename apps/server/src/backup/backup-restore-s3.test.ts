import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, parseConfig } from "../config";
import { openConfiguredDatabase } from "../db/open-configured";
import { seedDemoData } from "../seed/demo-data";
import { openConfiguredStorage } from "../storage/configured-storage";
import { type Snapshot, seedBackupExtras, takeSnapshot } from "../testing/backup-snapshot";
import { type S3TestServer, s3Environment, startS3TestServer } from "../testing/s3-test-server";
import { testDriver } from "../testing/test-database";
import { createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

async function snapshotOf(config: Config): Promise<Snapshot> {
  const database = await openConfiguredDatabase(config);
  try {
    return await takeSnapshot(database.db, openConfiguredStorage(config));
  } finally {
    await database.close();
  }
}

// The files through the Storage interface only: with S3 configured they come from one bucket and
// go back into another (s3rver, started here).
describe.runIf(testDriver === "pglite")("backup and restore with the files in S3", () => {
  let s3: S3TestServer;
  let scratch = "";
  beforeAll(async () => {
    s3 = await startS3TestServer();
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-backup-s3-"));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("brings every file back into an empty bucket and refuses one that holds files", async () => {
    const source = parseConfig({
      LOUPE_DATA_DIR: path.join(scratch, "source"),
      ...s3Environment(await s3.newBucket()),
    });
    const database = await openConfiguredDatabase(source);
    const storage = openConfiguredStorage(source);
    await seedDemoData(database.db, storage);
    await seedBackupExtras(database.db, storage);
    await database.close();
    const before = await snapshotOf(source);
    expect(Object.keys(before.files).length).toBeGreaterThan(3);

    const archive = path.join(scratch, "backup.tar.gz");
    await createBackup(source, archive, () => {});
    const intoUsedBucket = parseConfig({
      ...s3Environment(await s3.newBucket()),
      LOUPE_DATA_DIR: path.join(scratch, "used"),
    });
    await openConfiguredStorage(intoUsedBucket).put("uploads/left", Buffer.from("x"));
    await expect(restoreBackup(intoUsedBucket, archive, () => {})).rejects.toThrow(/already holds files/);

    const target = parseConfig({
      LOUPE_DATA_DIR: path.join(scratch, "target"),
      ...s3Environment(await s3.newBucket()),
    });
    await restoreBackup(target, archive, () => {});
    const after = await snapshotOf(target);
    expect(after.rowCounts).toEqual(before.rowCounts);
    expect(after.kept).toEqual(before.kept);
    expect(after.files).toEqual(before.files);
  }, 300_000);
});
