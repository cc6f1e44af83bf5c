import type { SessionUser } from "@loupe/domain/auth";
import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { PgTable } from "drizzle-orm/pg-core";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { createRecords } from "../../db/create-record";
import {
  certificateNumberKey,
  certificateNumberTaken,
  existingCertificateNumbers,
  withUniqueCertificateNumbers,
} from "./certificate-numbers";

// The commit's write of any certificate type (import-service.ts): the rows' numbers are checked
// once more inside the transaction, every row goes in one statement, and so do its activity entries (one per
// imported record; db/create-record.ts).
export type ImportedInsert<Table extends PgTable, Row> = {
  type: CertificateType;
  table: Table;
  // The row's own columns (the save's); id, created and authors are added here.
  columnsFrom: (row: Row) => Omit<Table["$inferInsert"], "id" | "created" | "createdBy" | "updatedBy">;
  // 'diamonds', 'jewelry items': the activity log's words.
  noun: string;
};

export async function insertImportedCertificates<
  Table extends PgTable,
  Row extends { certificateNumber: string; clientSku?: string },
>(tx: Executor, spec: ImportedInsert<Table, Row>, rows: Row[], actor: SessionUser): Promise<string[]> {
  const taken = await existingCertificateNumbers(
    tx,
    rows.map((row) => row.certificateNumber),
  );
  const clash = rows.find((row) => taken.has(certificateNumberKey(row.certificateNumber)));
  if (clash) throw certificateNumberTaken(clash.certificateNumber, spec.type);
  const ids = rows.map(() => uuidv7());
  const now = Date.now();
  const values = rows.map(
    (row, index) =>
      ({
        id: ids[index] as string,
        ...spec.columnsFrom(row),
        // Imported rows keep their file order in the newest-first list.
        created: new Date(now - index),
        createdBy: actor.id,
        updatedBy: actor.id,
      }) as Table["$inferInsert"],
  );
  // Another save may have taken one of these numbers since the check above.
  await withUniqueCertificateNumbers(() =>
    createRecords(tx, actor, {
      table: spec.table,
      values,
      activity: (_values, index) => {
        const row = rows[index] as Row;
        const subject = row.certificateNumber || row.clientSku || "";
        return {
          action: "import",
          entityType: spec.type,
          entityId: ids[index] as string,
          subject,
          summary: `${actor.fullName} imported ${spec.type} ${subject} (one of ${rows.length} ${spec.noun})`,
        };
      },
    }),
  );
  return ids;
}
