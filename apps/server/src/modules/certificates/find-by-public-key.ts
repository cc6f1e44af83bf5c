import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// The record a public address names (certificatePublicPath): by certificate number, ignoring
// case; a record without one by its client SKU, the newest if several share it. `read` answers
// the rows of `where` in `orderBy`, at most one. The frame passes a trimmed, short key. An item
// still in the newly added queue is not public (isPublicCertificate): it is not found, so its
// address answers the same 404 as a number nobody holds.
export async function findByPublicKey<Row>(
  wanted: string,
  spec: {
    columns: {
      certificateNumber: PgColumn;
      clientSku: PgColumn;
      newlyAdded: PgColumn;
      created: PgColumn;
      id: PgColumn;
    };
    read: (where: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>;
  },
): Promise<Row | null> {
  const { certificateNumber, clientSku, newlyAdded, created, id } = spec.columns;
  const isPublic = eq(newlyAdded, false);
  // As stored, or as keys are stored now (an old link may still carry spaces).
  const matches = (column: PgColumn) =>
    sql`upper(${column}) in (upper(${wanted}), ${compactCertificateKey(wanted)})`;
  const [byNumber] = await spec.read(
    and(matches(certificateNumber), sql`${certificateNumber} <> ''`, isPublic),
    [],
  );
  if (byNumber) return byNumber;
  const [bySku] = await spec.read(and(matches(clientSku), eq(certificateNumber, ""), isPublic), [
    desc(created),
    desc(id),
  ]);
  return bySku ?? null;
}
