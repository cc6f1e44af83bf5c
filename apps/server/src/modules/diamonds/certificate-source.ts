import { diamondPublicPath } from "@loupe/domain/diamonds/diamond";
import type { SkuRow } from "@loupe/domain/skus";
import { desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CertificateSource } from "../certificates/certificate-sources";
import { diamonds } from "./schema";

const skuColumns = {
  id: diamonds.id,
  certificateNumber: diamonds.certificateNumber,
  clientSku: diamonds.clientSku,
  incomplete: diamonds.incomplete,
  price: diamonds.price,
  created: diamonds.created,
};

function toSkuRow(row: {
  id: string;
  certificateNumber: string;
  clientSku: string;
  incomplete: boolean;
  price: number | null;
  created: Date;
}): SkuRow {
  return {
    id: row.id,
    // The report's "DIS Certificate": the lab's certificate number, or the SKU until there is one.
    serial: row.certificateNumber || row.clientSku,
    certificateNumber: row.certificateNumber,
    clientSku: row.clientSku,
    incomplete: row.incomplete,
    price: row.price,
    type: "Diamond",
    created: row.created.toISOString(),
    url: diamondPublicPath(row) ?? "",
    editPath: `/diamond/${row.id}`,
  };
}

type ReferenceColumn = typeof diamonds.createdBy | typeof diamonds.clientId | typeof diamonds.customerId;

async function countBy(db: Database, column: ReferenceColumn, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: column, total: sql<number>`count(*)::int` })
    .from(diamonds)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.flatMap((row) => (row.id ? [[row.id, row.total] as const] : [])));
}

// Diamonds count as an administrator's posts (created by them) and as a company's SKUs (as the
// client or as the customer).
export const diamondCertificateSource: CertificateSource = {
  countByAdministrator: (db, ids) => countBy(db, diamonds.createdBy, ids),
  listByAdministrator: async (db, administratorId) =>
    (
      await db
        .select(skuColumns)
        .from(diamonds)
        .where(eq(diamonds.createdBy, administratorId))
        .orderBy(desc(diamonds.created))
    ).map(toSkuRow),
  countByCompany: async (db, ids) => {
    const [asClient, asCustomer] = await Promise.all([
      countBy(db, diamonds.clientId, ids),
      countBy(db, diamonds.customerId, ids),
    ]);
    for (const [id, total] of asCustomer) asClient.set(id, (asClient.get(id) ?? 0) + total);
    return asClient;
  },
  listByCompany: async (db, companyId) =>
    (
      await db
        .select(skuColumns)
        .from(diamonds)
        .where(or(eq(diamonds.clientId, companyId), eq(diamonds.customerId, companyId)))
        .orderBy(desc(diamonds.created))
    ).map(toSkuRow),
};
