import type { CertificateSortField } from "@loupe/domain/certificates/certificate-list";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type SortableColumn, timestampSort } from "../../db/keyset-page";

// Every certificate list's sort orders (domain certificates/certificate-list.ts) on a certificate
// table: the column each pages on, with the id after it (db/keyset-page.ts), each backed by a
// (column, id) index on the table.
export function certificateSortable(table: {
  created: PgColumn;
  certificateNumber: PgColumn;
  templateId: PgColumn;
}): Record<CertificateSortField, SortableColumn> {
  return {
    created: timestampSort(table.created),
    certificateNumber: { column: table.certificateNumber, cast: "text", toKey: String },
    template: { column: table.templateId, cast: "smallint", toKey: String },
  };
}

// The value a list row sorts by, as its cursor keeps it.
export const certificateSortValue = (
  row: { certificateNumber: string; templateId: number; created: Date },
  field: string,
): unknown =>
  field === "certificateNumber" ? row.certificateNumber : field === "template" ? row.templateId : row.created;
