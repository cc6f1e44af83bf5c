import { count } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import { newestFirstBatches } from "./keyset-batches";

// A certificate type's filtered set for the exports: every record, newest first, in batches, and
// its exact total (X-Total-Count of the downloads).

export type StreamedKind<Filter, Joined extends StreamedRow, Certificate> = Pick<
  CertificateKind<Filter, Joined, Certificate, never, never>,
  "table" | "select" | "parse" | "toRecord" | "where" | "keptTotal"
>;

export function streamCertificates<Filter, Joined extends StreamedRow, Certificate>(
  db: Database,
  kind: StreamedKind<Filter, Joined, Certificate>,
  filter: NoInfer<Filter>,
  batchSize = 1000,
): AsyncGenerator<Certificate[]> {
  return newestFirstBatches({
    columns: kind.table,
    where: kind.where(filter),
    read: async (where, orderBy, limit) => {
      const rows = await kind
        .select(db, where)
        .orderBy(...orderBy)
        .limit(limit);
      return rows.map(({ json }) => kind.parse(json));
    },
    keyOf: (joined) => joined.row,
    // The exports read no views: 0, not the index map() would pass.
    toItem: (joined) => kind.toRecord(joined),
    batchSize,
  });
}

export async function countCertificates<Filter>(
  db: Database,
  kind: Pick<StreamedKind<Filter, StreamedRow, unknown>, "table" | "where" | "keptTotal">,
  filter: NoInfer<Filter>,
): Promise<number> {
  const kept = await kind.keptTotal(db, filter);
  if (kept !== null) return kept;
  const [found] = await db.select({ total: count() }).from(kind.table).where(kind.where(filter));
  return found?.total ?? 0;
}
