import type { SessionUser } from "@loupe/domain/auth";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import { deleteRecord } from "../../db/delete-record";
import { storedFiles } from "../../db/files-schema";
import type { Storage } from "../../storage/storage";

// Every column that refers to a stored file, read from the database's own foreign keys so a table
// added later is counted without a list to keep (companies' logos, certificates' videos, maps'
// images, video records' files and thumbnails …).
async function referringColumns(db: Executor): Promise<{ schema: string; table: string; column: string }[]> {
  const found = (await db.execute(sql`
    select namespace.nspname as "schema", referring.relname as "table", attribute.attname as "column"
    from pg_constraint fk
    join pg_class referring on referring.oid = fk.conrelid
    join pg_namespace namespace on namespace.oid = referring.relnamespace
    join pg_attribute attribute on attribute.attrelid = fk.conrelid and attribute.attnum = any (fk.conkey)
    where fk.contype = 'f' and fk.confrelid = 'stored_files'::regclass
  `)) as unknown as { rows: { schema: string; table: string; column: string }[] };
  return found.rows;
}

async function isReferenced(db: Executor, id: string): Promise<boolean> {
  const columns = await referringColumns(db);
  if (columns.length === 0) return false;
  const checks = columns.map(
    ({ schema, table, column }) =>
      sql`exists (select 1 from ${sql.identifier(schema)}.${sql.identifier(table)} where ${sql.identifier(column)} = ${id})`,
  );
  const result = (await db.execute(
    sql`select (${sql.join(checks, sql` or `)}) as "referenced"`,
  )) as unknown as {
    rows: { referenced: boolean }[];
  };
  return result.rows[0]?.referenced ?? true;
}

// What the actor did that dropped a file, for its entry: "replaced LG1000.mp4" by default.
export type DroppedBy = (fileName: string) => string;
const replaced: DroppedBy = (fileName) => `replaced ${fileName}`;

// Removes stored files a write stopped referring to (a video record's replaced video or
// thumbnail, a deleted video's files), once that write committed: each file's row is locked (a new
// reference waits for the lock, and one made before it is seen), kept when anything still refers
// to it, else deleted with its activity entry, and its bytes removed after that commits. A failure
// is logged, not thrown: the write that dropped the file is done, and a file left behind only
// takes space.
export async function removeUnreferencedFiles(
  services: { db: Database; storage: Storage },
  actor: SessionUser,
  ids: readonly (string | null)[],
  log: FastifyBaseLogger,
  droppedBy: DroppedBy = replaced,
): Promise<string[]> {
  const removed: string[] = [];
  for (const id of new Set(ids)) {
    if (id === null) continue;
    try {
      const key = await services.db.transaction(async (tx) => {
        const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.id, id)).for("update");
        if (!file || (await isReferenced(tx, id))) return null;
        await deleteRecord(tx, actor, {
          table: storedFiles,
          where: eq(storedFiles.id, id),
          activity: (row) => ({
            action: "delete",
            entityType: "file",
            entityId: id,
            subject: row.name,
            summary: `${actor.fullName} ${droppedBy(row.name)}; nothing refers to ${row.name} any more, so it was removed`,
          }),
        });
        return file.storageKey;
      });
      if (key === null) continue;
      await services.storage.remove(key);
      removed.push(id);
    } catch (error) {
      log.warn({ err: error, fileId: id }, "a stored file no longer referred to could not be removed");
    }
  }
  return removed;
}
