import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { openConfiguredDatabase } from "../db/open-configured";
import { seedDemoData } from "../seed/demo-data";
import { openConfiguredStorage } from "../storage/configured-storage";
import { type Snapshot, seedBackupExtras, takeSnapshot } from "../testing/backup-snapshot";
import { onPostgres, postgresUrlOf } from "../testing/postgres-server";
import { testDriver } from "../testing/test-database";
import { createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

// The same round trip on PostgreSQL: pg_dump while nothing is stopped, pg_restore into a new,
// empty database (databases named backup_*, dropped after).
describe.runIf(testDriver === "postgres")("backup and restore of a PostgreSQL database", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const suffix = `${process.pid}_${randomBytes(3).toString("hex")}`;
  const names = { source: `backup_source_${suffix}`, target: `backup_target_${suffix}` };
  // Made when the cases run (not when a run that skips them collects them).
  let scratch = "";
  const configOf = (name: keyof typeof names) =>
    parseConfig({ DATABASE_URL: postgresUrlOf(names[name]), LOUPE_DATA_DIR: path.join(scratch, name) });

  async function snapshotOf(name: keyof typeof names): Promise<Snapshot> {
    const config = configOf(name);
    const database = await openConfiguredDatabase(config);
    try {
      return await takeSnapshot(database.db, openConfiguredStorage(config));
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-backup-pg-"));
    await onPostgres(`CREATE DATABASE ${names.source}`);
    await onPostgres(`CREATE DATABASE ${names.target}`);
  });
  afterAll(async () => {
    await onPostgres(`DROP DATABASE IF EXISTS ${names.source} WITH (FORCE)`);
    await onPostgres(`DROP DATABASE IF EXISTS ${names.target} WITH (FORCE)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("restores every row, kept count and file, and never prints the password", async () => {
    const config = configOf("source");
    const database = await openConfiguredDatabase(config);
    const storage = openConfiguredStorage(config);
    await seedDemoData(database.db, storage);
    await seedBackupExtras(database.db, storage);
    await database.close();
    const before = await snapshotOf("source");

    const messages: string[] = [];
    const archive = path.join(scratch, "backup.tar.gz");
    await createBackup(config, archive, (message) => messages.push(message));
    await restoreBackup(configOf("target"), archive, (message) => messages.push(message));

    const after = await snapshotOf("target");
    expect(after.rowCounts).toEqual(before.rowCounts);
    expect(after.kept).toEqual(before.kept);
    expect(after.files).toEqual(before.files);
    const password = new URL(serverUrl).password;
    for (const message of messages) {
      expect(message).not.toContain(serverUrl);
      if (password) expect(message).not.toContain(password);
    }
  }, 240_000);

  it("refuses a database that has tables", async () => {
    const archive = path.join(scratch, "backup.tar.gz");
    await expect(restoreBackup(configOf("source"), archive, () => {})).rejects.toThrow(/has tables/);
  }, 60_000);
});
