import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isAnyOf } from "../../db/batched-reads";

// The records public addresses name (certificatePublicPath), for a batch of keys at once (the
// public pages read them with the requests that arrived together, db/batched-reads.ts): by
// certificate number, ignoring case; a record without one by its client SKU, the newest if several
// share it. `read` answers the rows of `where` in `orderBy`; `keysOf` tells a row's number and SKU.
// The frame passes trimmed, short keys. An item still in the newly added queue is not public
// (isPublicCertificate): it is not found, so its address answers the same 404 as a number nobody
// holds.
export async function findByPublicKeys<Row>(
  wanted: readonly string[],
  spec: {
    columns: {
      certificateNumber: PgColumn;
      clientSku: PgColumn;
      newlyAdded: PgColumn;
      created: PgColumn;
      id: PgColumn;
    };
    read: (where: SQL | undefined, orderBy: SQL[]) => Promise<Row[]>;
    keysOf: (row: Row) => { certificateNumber: string; clientSku: string };
  },
): Promise<Map<string, Row>> {
  const { certificateNumber, clientSku, newlyAdded, created, id } = spec.columns;
  const isPublic = eq(newlyAdded, false);
  // As stored, or as keys are stored now (an old link may still carry spaces).
  const forms = (key: string) => [key.toUpperCase(), compactCertificateKey(key)];
  const matches = (column: PgColumn, keys: readonly string[]) =>
    isAnyOf(sql`upper(${column})`, [...new Set(keys.flatMap(forms))], "text");
  // Each key gets the first row (in `read`'s order) whose value is one of its forms.
  const assign = (
    rows: Row[],
    keys: readonly string[],
    value: (row: Row) => string,
    into: Map<string, Row>,
  ) => {
    const first = new Map<string, Row>();
    for (const row of rows) {
      const upper = value(row).toUpperCase();
      if (!first.has(upper)) first.set(upper, row);
    }
    for (const key of keys) {
      const row = forms(key)
        .map((form) => first.get(form))
        .find(Boolean);
      if (row) into.set(key, row);
    }
  };
  const found = new Map<string, Row>();
  const byNumber = await spec.read(
    and(matches(certificateNumber, wanted), sql`${certificateNumber} <> ''`, isPublic),
    [],
  );
  assign(byNumber, wanted, (row) => spec.keysOf(row).certificateNumber, found);
  const rest = wanted.filter((key) => !found.has(key));
  if (rest.length === 0) return found;
  const bySku = await spec.read(and(matches(clientSku, rest), eq(certificateNumber, ""), isPublic), [
    desc(created),
    desc(id),
  ]);
  assign(bySku, rest, (row) => spec.keysOf(row).clientSku, found);
  return found;
}
