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
