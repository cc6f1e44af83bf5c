import { inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";

type Label = { label: string; sku: string | null };

// How the certificates table names a record (spec: 'certificates keyed by SKU'): its certificate
// number, else its client SKU. A QR list or a deleted record has none here.
export async function certificateLabels(db: Executor, ids: readonly string[]): Promise<Map<string, Label>> {
  const labels = new Map<string, Label>();
  if (ids.length === 0) return labels;
  const wanted = [...ids];
  const [stones, items] = await Promise.all([
    db
      .select({ id: diamonds.id, number: diamonds.certificateNumber, sku: diamonds.clientSku })
      .from(diamonds)
      .where(inArray(diamonds.id, wanted)),
    db
      .select({ id: jewelry.id, number: jewelry.certificateNumber, sku: jewelry.clientSku })
      .from(jewelry)
      .where(inArray(jewelry.id, wanted)),
  ]);
  for (const row of [...stones, ...items]) {
    labels.set(row.id, { label: row.number || row.sku, sku: row.sku || null });
  }
  return labels;
}
