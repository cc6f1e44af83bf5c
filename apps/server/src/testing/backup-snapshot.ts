import { createHash, randomBytes } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { activityLog } from "../db/activity-schema";
import type { Database } from "../db/client";
import { storedFiles } from "../db/files-schema";
import type { Storage } from "../storage/storage";
import { readKeptCounts } from "./kept-count-rows";

// What a backup must bring back, to compare a database and its storage before and after: every
// table's row count (drizzle's migration log included), every kept count, every file's sha256.
export type Snapshot = {
  rowCounts: Record<string, number>;
  kept: Record<string, unknown[]>;
  files: Record<string, string>;
};

export async function takeSnapshot(db: Database, storage: Storage): Promise<Snapshot> {
  const tables = (await db.execute(
    sql`select schemaname || '.' || tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const rowCounts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split(".");
    const result = (await db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "${schema}"."${table}"`),
    )) as unknown as { rows: { n: number }[] };
    rowCounts[name] = Number(result.rows[0]?.n);
  }
  const files: Record<string, string> = {};
  for await (const key of storage.list("")) {
    const hash = createHash("sha256");
    await pipeline(await storage.read(key), hash);
    files[key] = hash.digest("hex");
  }
  return { rowCounts, kept: await readKeptCounts(db), files };
}

// Beyond the demo data: activity log entries (the demo has none, and they have kept counts) and
// stored files, one of several megabytes and one under a nested key.
export async function seedBackupExtras(db: Database, storage: Storage): Promise<void> {
  await seedActivityEntries(db);
  await seedStoredFiles(db, storage);
}

export async function seedActivityEntries(db: Database): Promise<void> {
  await db.insert(activityLog).values(
    ["created", "updated", "deleted"].map((action, index) => ({
      id: uuidv7(),
      created: new Date(Date.UTC(2025, index, 15)),
      actorName: "Backup Test",
      action,
      entityType: "diamond",
      entityId: uuidv7(),
      summary: `${action} for the backup test`,
    })),
  );
}

async function seedStoredFiles(db: Database, storage: Storage): Promise<void> {
  const contents = [randomBytes(3 * 1024 * 1024 + 17), Buffer.from("a small note"), Buffer.alloc(0)];
  for (const [index, content] of contents.entries()) {
    const id = uuidv7();
    const storageKey = index === 1 ? `uploads/nested/${id}` : `uploads/${id}`;
    await storage.put(storageKey, content);
    await db.insert(storedFiles).values({
      id,
      storageKey,
      name: `backup-test-${index}.bin`,
      contentType: "application/octet-stream",
      size: content.length,
    });
  }
}
