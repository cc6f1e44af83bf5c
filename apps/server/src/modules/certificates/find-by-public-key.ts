import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// The record a public address names (certificatePublicPath): by certificate number, ignoring
// case; a record without one by its client SKU, the newest if several share it. `read` answers
// the rows of `where` in `orderBy`, at most one. The frame passes a trimmed, short key.
export async function findByPublicKey<Row>(
  wanted: string,
  spec: {
    columns: { certificateNumber: PgColumn; clientSku: PgColumn; created: PgColumn; id: PgColumn };
    read: (where: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>;
  },
): Promise<Row | null> {
  const { certificateNumber, clientSku, created, id } = spec.columns;
  // As stored, or as keys are stored now (an old link may still carry spaces).
  const matches = (column: PgColumn) =>
    sql`upper(${column}) in (upper(${wanted}), ${compactCertificateKey(wanted)})`;
  const [byNumber] = await spec.read(and(matches(certificateNumber), sql`${certificateNumber} <> ''`), []);
  if (byNumber) return byNumber;
  const [bySku] = await spec.read(and(matches(clientSku), eq(certificateNumber, "")), [
    desc(created),
    desc(id),
  ]);
  return bySku ?? null;
}
