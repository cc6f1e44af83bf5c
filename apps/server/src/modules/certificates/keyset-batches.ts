import { and, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// Every record of a filtered set, a batch at a time by keyset: exports of any size keep memory
// flat and never read the same row twice. The next batch is asked for before this one is handed
// on, so the database reads while the caller writes (one batch ahead, no more). `read` answers at
// most batchSize rows after the given one (null: from the start), in the export's order.
export async function* keysetBatches<Row, Item>(
  read: (after: Row | null) => Promise<Row[]>,
  toItem: (row: Row) => Item,
  batchSize: number,
): AsyncGenerator<Item[]> {
  let next: Promise<Row[]> | null = read(null);
  try {
    while (next) {
      const rows: Row[] = await next;
      const last = rows.length === batchSize ? rows[rows.length - 1] : undefined;
      next = last ? read(last) : null;
      if (rows.length > 0) yield rows.map(toItem);
    }
  } finally {
    // A caller that stops early leaves one read in flight; its failure is of no interest then.
    next?.catch(() => {});
  }
}

// A certificate type's records newest first, (created, id) descending as every list and export
// orders them, in batches. `read` answers the rows of `where` in `orderBy`, at most `limit`.
export function newestFirstBatches<Row, Item>(spec: {
  columns: { created: PgColumn; id: PgColumn };
  where: SQL | undefined;
  read: (where: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>;
  keyOf: (row: Row) => { created: Date; id: string };
  toItem: (row: Row) => Item;
  batchSize: number;
}): AsyncGenerator<Item[]> {
  const { created, id } = spec.columns;
  const orderBy = [desc(created), desc(id)];
  const read = (after: Row | null) => {
    const key = after ? spec.keyOf(after) : null;
    const boundary = key
      ? sql`(${created}, ${id}) < (${key.created.toISOString()}::timestamptz, ${key.id}::uuid)`
      : undefined;
    return spec.read(and(spec.where, boundary), orderBy, spec.batchSize);
  };
  return keysetBatches(read, spec.toItem, spec.batchSize);
}
