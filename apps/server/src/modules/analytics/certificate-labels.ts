import type { PublicPageKind } from "@loupe/domain/public-pages/public-page-kind";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";
import { qrListTitles } from "../qr-lists/ports";

type Label = { label: string; sku: string | null };
type Row = { recordId: string; kind: PublicPageKind };

const idsOf = (rows: readonly Row[], kind: PublicPageKind) =>
  rows.filter((row) => row.kind === kind).map((row) => row.recordId);

async function recordLabels(db: Executor, table: typeof diamonds | typeof jewelry, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: table.id, number: table.certificateNumber, sku: table.clientSku })
    .from(table)
    .where(inArray(table.id, ids));
}

// How the certificates table names a row (spec: 'certificates keyed by SKU'): a certificate by its
// number, else its client SKU; a QR list by its title (domain analytics-api.ts). A deleted record
// has none.
export async function certificateLabels(db: Executor, rows: readonly Row[]): Promise<Map<string, Label>> {
  const labels = new Map<string, Label>();
  const [stones, items, titles] = await Promise.all([
    recordLabels(db, diamonds, idsOf(rows, "diamond")),
    recordLabels(db, jewelry, idsOf(rows, "jewelry")),
    qrListTitles(db, idsOf(rows, "list")),
  ]);
  for (const row of [...stones, ...items]) {
    labels.set(row.id, { label: row.number || row.sku, sku: row.sku || null });
  }
  for (const [id, title] of titles) labels.set(id, { label: title, sku: null });
  return labels;
}
