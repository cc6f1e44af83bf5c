import { certificateLabel, certificatePublicPath } from "@loupe/domain/certificates/certificate-type";
import type { SkuRow } from "@loupe/domain/skus";
import { desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type { CertificateKind, StreamedRow } from "./certificate-kind";
import type { CertificateSource } from "./certificate-sources";

type SkuSourceRow = {
  id: string;
  certificateNumber: string;
  clientSku: string;
  incomplete: boolean;
  newlyAdded: boolean;
  price: number | null;
  created: Date;
};

// A certificate type's table as a source of posts (created by an administrator) and of a
// company's SKUs (as the client or as the customer), counted by queries. A SKU row links to the
// record's public page and its editor (/diamond/{id}, /jewelry/{id}).
export function tableCertificateSource(
  kind: Pick<
    CertificateKind<never, StreamedRow, unknown, never, never>,
    "type" | "table" | "skuType" | "skuPrice"
  >,
): CertificateSource {
  const { table } = kind;
  const columns = {
    id: table.id,
    certificateNumber: table.certificateNumber,
    clientSku: table.clientSku,
    incomplete: table.incomplete,
    newlyAdded: table.newlyAdded,
    price: kind.skuPrice,
    created: table.created,
  };
  const toSkuRow = (row: SkuSourceRow): SkuRow => ({
    id: row.id,
    // The report's "DIS Certificate": the lab's certificate number, or the SKU until there is one.
    serial: certificateLabel(row),
    certificateNumber: row.certificateNumber,
    clientSku: row.clientSku,
    incomplete: row.incomplete,
    price: row.price,
    type: kind.skuType,
    created: row.created.toISOString(),
    url: certificatePublicPath(kind.type, row) ?? "",
    editPath: `/${kind.type}/${row.id}`,
  });
  const list = async (db: Database, where: SQL | undefined) =>
    (
      (await db
        .select(columns)
        .from(table as PgTable)
        .where(where)
        .orderBy(desc(table.created))) as SkuSourceRow[]
    ).map(toSkuRow);
  const countBy = async (db: Database, column: PgColumn, ids: string[]) => {
    if (ids.length === 0) return new Map<string, number>();
    const rows = (await db
      .select({ id: column, total: sql<number>`count(*)::int` })
      .from(table as PgTable)
      .where(inArray(column, ids))
      .groupBy(column)) as { id: string | null; total: number }[];
    return new Map(rows.flatMap((row) => (row.id ? [[row.id, row.total] as const] : [])));
  };
  return {
    countByAdministrator: (db, ids) => countBy(db, table.createdBy, ids),
    listByAdministrator: (db, administratorId) => list(db, eq(table.createdBy, administratorId)),
    countByCompany: async (db, ids) => {
      const [asClient, asCustomer] = await Promise.all([
        countBy(db, table.clientId, ids),
        countBy(db, table.customerId, ids),
      ]);
      for (const [id, total] of asCustomer) asClient.set(id, (asClient.get(id) ?? 0) + total);
      return asClient;
    },
    listByCompany: (db, companyId) =>
      list(db, or(eq(table.clientId, companyId), eq(table.customerId, companyId))),
  };
}
