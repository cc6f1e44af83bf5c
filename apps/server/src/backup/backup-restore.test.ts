import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { create, extract } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { createPglite, openPglite } from "../db/client";
import { rebuildKeptCounts } from "../db/kept-counts";
import { openConfiguredDatabase } from "../db/open-configured";
import { diamonds } from "../modules/diamonds/schema";
import { seedDemoData } from "../seed/demo-data";
import { serverRoot } from "../server-root";
import { openConfiguredStorage } from "../storage/configured-storage";
import { type Snapshot, seedBackupExtras, takeSnapshot } from "../testing/backup-snapshot";
import { readKeptCounts } from "../testing/kept-count-rows";
import { startServer } from "../testing/spawn-server";
import { testDriver } from "../testing/test-database";
import { backupManifestSchema, databaseEntry, manifestEntry, storedFileEntry } from "./archive-manifest";
import { backupChannelPath } from "./backup-channel";
import { restoreBackup } from "./restore-backup";
import { storageIsEmpty } from "./restore-target";

const run = promisify(execFile);

// The CLI as an operator runs it (the bundle `npm run backup` runs), on the embedded database in
// `dataDirectory`.
function cli(script: "backup" | "restore", args: string[], dataDirectory: string) {
  return run(process.execPath, [`dist/${script}.js`, ...args], {
    cwd: serverRoot,
    env: { ...process.env, LOUPE_DATA_DIR: dataDirectory, DATABASE_URL: "", LOUPE_DEMO: "0" },
  });
}

async function snapshotOf(dataDirectory: string): Promise<Snapshot> {
  const config = parseConfig({ LOUPE_DATA_DIR: dataDirectory });
  const database = await openConfiguredDatabase(config);
  try {
    return await takeSnapshot(database.db, openConfiguredStorage(config));
  } finally {
    await database.close();
  }
}

async function waitForExit(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(testDriver === "pglite")("backup and restore of the embedded database", () => {
  // Made when the cases run (not when a run that skips them collects them), removed after.
  let scratch = "";
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "loupe-backup-test-"));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const source = () => path.join(scratch, "source");
  const archive = () => path.join(scratch, "backup.tar.gz");

  it("backs up through the running server and restores every row, kept count and file", async () => {
    const config = parseConfig({ LOUPE_DATA_DIR: source() });
    const database = await openConfiguredDatabase(config);
    const storage = openConfiguredStorage(config);
    const demo = await seedDemoData(database.db, storage);
    await seedBackupExtras(database.db, storage);
    await database.close();
    if (!demo) throw new Error("the demo data was not seeded");

    const server = await startServer({}, { dataDirectory: source(), credentials: demo });
    let before: Snapshot;
    try {
      expect(fs.statSync(backupChannelPath(source())).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(backupChannelPath(source()))).mode & 0o777).toBe(0o700);
      const backup = await cli("backup", ["--out", archive()], source());
      expect(backup.stderr).toContain("Asking the running server");
      expect(backup.stdout).toContain(`Backup written: ${archive()}`);
      // The server holds the lock all along; stopped only now, to read the source as it was.
      if (!server.pid) throw new Error("no server pid");
      process.kill(server.pid, "SIGTERM");
      await waitForExit(server.pid);
      before = await snapshotOf(source());
    } finally {
      await server.stop();
    }
    expect(Object.keys(before.files).length).toBeGreaterThan(3);
    expect(before.rowCounts["public.diamonds"]).toBeGreaterThan(0);

    const target = path.join(scratch, "target");
    const restore = await cli("restore", [archive()], target);
    expect(restore.stdout).toContain("Restore complete");
    const after = await snapshotOf(target);
    expect(after.rowCounts).toEqual(before.rowCounts);
    expect(after.kept).toEqual(before.kept);
    expect(after.files).toEqual(before.files);
  }, 300_000);

  it("dumps a consistent database while the server records page views", async () => {
    const busy = path.join(scratch, "busy");
    const config = parseConfig({ LOUPE_DATA_DIR: busy });
    const database = await openConfiguredDatabase(config);
    const demo = await seedDemoData(database.db);
    const [diamond] = await database.db
      .select({ number: diamonds.certificateNumber })
      .from(diamonds)
      .limit(1);
    await database.close();
    if (!demo || !diamond) throw new Error("the demo data was not seeded");

    const server = await startServer({}, { dataDirectory: busy, credentials: demo });
    const busyArchive = path.join(scratch, "busy.tar.gz");
    try {
      // Each view is a row and moves four kept counts in its own transaction.
      let backingUp = true;
      const views = (async () => {
        let answered = 0;
        while (backingUp) {
          const response = await fetch(`${server.baseURL}/c/diamond/${diamond.number}`);
          expect(response.status).toBe(200);
          await response.arrayBuffer();
          answered++;
        }
        return answered;
      })();
      await cli("backup", ["--out", busyArchive], busy).finally(() => {
        backingUp = false;
      });
      expect(await views).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }

    // The dump is of committed transactions only: its kept counts are exactly its rows' recount.
    const unpacked = path.join(scratch, "busy-unpacked");
    fs.mkdirSync(unpacked);
    await extract({ file: busyArchive, cwd: unpacked });
    const dump = fs.readFileSync(path.join(unpacked, databaseEntry.pglite));
    const dumped = openPglite(await createPglite(undefined, new Blob([dump])));
    try {
      const kept = await readKeptCounts(dumped.db);
      await rebuildKeptCounts(dumped.db);
      expect(await readKeptCounts(dumped.db)).toEqual(kept);
    } finally {
      await dumped.close();
    }
  }, 300_000);

  it("backs up with the server stopped by opening the database itself", async () => {
    const restored = path.join(scratch, "target");
    const again = path.join(scratch, "again.tar.gz");
    const backup = await cli("backup", ["--out", again], restored);
    expect(backup.stderr).toContain("(no server running)");
    const copy = path.join(scratch, "copy");
    await cli("restore", [again], copy);
    expect(await snapshotOf(copy)).toEqual(await snapshotOf(restored));
  }, 120_000);

  it("refuses a place that is not empty and changes nothing there", async () => {
    const target = path.join(scratch, "target");
    const before = await snapshotOf(target);
    await expect(cli("restore", [archive()], target)).rejects.toMatchObject({
      stderr: expect.stringContaining("already holds a database"),
    });
    expect(await snapshotOf(target)).toEqual(before);
  }, 120_000);

  it("refuses a storage that holds files and leaves no database behind", async () => {
    const target = path.join(scratch, "files-only");
    await openConfiguredStorage(parseConfig({ LOUPE_DATA_DIR: target })).put(
      "uploads/left",
      Buffer.from("x"),
    );
    await expect(cli("restore", [archive()], target)).rejects.toMatchObject({
      stderr: expect.stringContaining("already holds files"),
    });
    expect(fs.existsSync(path.join(target, "db"))).toBe(false);
  }, 120_000);

  it("removes the database and the files it put when a file fails to go back", async () => {
    // A backup whose last file Storage refuses (a dot-named key): the database is loaded and the
    // other files put before the failure, and all of it is removed again.
    const unpacked = path.join(scratch, "unpacked");
    fs.mkdirSync(unpacked);
    await extract({ file: archive(), cwd: unpacked });
    const manifestPath = path.join(unpacked, manifestEntry);
    const manifest = backupManifestSchema.parse(JSON.parse(fs.readFileSync(manifestPath, "utf8")));
    const refused = {
      key: "uploads/.refused",
      size: 1,
      sha256: createHash("sha256").update("x").digest("hex"),
    };
    fs.writeFileSync(path.join(unpacked, storedFileEntry(refused.key)), "x");
    fs.writeFileSync(manifestPath, JSON.stringify({ ...manifest, files: [...manifest.files, refused] }));
    const failing = path.join(scratch, "failing.tar.gz");
    await create({ file: failing, cwd: unpacked, gzip: true }, ["loupe-backup"]);

    const target = path.join(scratch, "undone");
    const config = parseConfig({ LOUPE_DATA_DIR: target });
    const messages: string[] = [];
    await expect(restoreBackup(config, failing, (message) => messages.push(message))).rejects.toThrow(
      /segment starting with '.'/,
    );
    expect(messages).toContain(`Putting ${manifest.files.length + 1} files back into storage…`);
    expect(fs.existsSync(path.join(target, "db"))).toBe(false);
    expect(await storageIsEmpty(openConfiguredStorage(config))).toBe(true);
    expect(fs.existsSync(path.join(target, "loupe.lock"))).toBe(false);
  }, 120_000);

  it("refuses a damaged archive before writing anything", async () => {
    const damaged = path.join(scratch, "damaged.tar.gz");
    const bytes = fs.readFileSync(archive());
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = path.join(scratch, "from-damaged");
    await expect(cli("restore", [damaged], target)).rejects.toMatchObject({
      stderr: expect.stringContaining("Restore failed"),
    });
    expect(fs.existsSync(path.join(target, "db"))).toBe(false);
  }, 120_000);
});
