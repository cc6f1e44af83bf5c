import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { selectCertificatesAsJson } from "./certificate-json-rows";
import { newestFirstBatches } from "./keyset-batches";

// A certificate type's filtered set for the exports: every record, newest first, in batches, and
// its exact total (X-Total-Count of the downloads). Each type names its table, filter and mapping.
export type CertificateStreamSource<Filter, Joined, Item> = {
  table: PgTable & { created: PgColumn; id: PgColumn };
  // The type's records as JSON rows (certificate-json-rows.ts) and one row's text read back.
  select: (db: Database, where: SQL | undefined) => ReturnType<typeof selectCertificatesAsJson>;
  parse: (json: string) => Joined;
  where: (filter: Filter) => SQL | undefined;
  // The total from kept counts where they answer the filter (null: count the rows).
  keptTotal: (db: Database, filter: Filter) => Promise<number | null>;
  toItem: (joined: Joined) => Item;
};

// What the batches key on: the record's own row, with its creation time and id.
export type StreamedRow = { row: { created: Date; id: string } };

export function streamCertificates<Filter, Joined extends StreamedRow, Item>(
  db: Database,
  source: CertificateStreamSource<Filter, Joined, Item>,
  filter: Filter,
  batchSize = 1000,
): AsyncGenerator<Item[]> {
  return newestFirstBatches({
    columns: source.table,
    where: source.where(filter),
    read: async (where, orderBy, limit) => {
      const rows = await source
        .select(db, where)
        .orderBy(...orderBy)
        .limit(limit);
      return rows.map(({ json }) => source.parse(json));
    },
    keyOf: (joined) => joined.row,
    toItem: source.toItem,
    batchSize,
  });
}

export async function countCertificates<Filter>(
  db: Database,
  source: Pick<CertificateStreamSource<Filter, never, never>, "table" | "where" | "keptTotal">,
  filter: Filter,
): Promise<number> {
  const kept = await source.keptTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(source.table).where(source.where(filter));
  return found?.total ?? 0;
}
