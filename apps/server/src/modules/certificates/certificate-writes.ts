import type { SessionUser } from "@loupe/domain/auth";
import { type CertificateType, certificateLabel } from "@loupe/domain/certificates/certificate-type";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { createRecord } from "../../db/create-record";
import { deleteRecord } from "../../db/delete-record";
import { versionedUpdate } from "../../db/versioned-update";
import { notFound } from "../../http/problem";
import type { CertificateTable } from "./certificate-kind";
import { assertCertificateNumberFree } from "./certificate-numbers";
import { assertCertificateReferences, type CertificateReferences } from "./certificate-references";
import type { SaveFlags } from "./save-certificate";

// Create, update and delete of one certificate of any type, each logged, in the caller's
// transaction (the delete opens its own). The type gives its table, its columns and any check of
// its own.

// The type's table and name, and the 404's text for a record that is not there.
type WrittenKind<Table extends CertificateTable> = { table: Table; type: CertificateType; notFound: string };

type Written = CertificateReferences & { certificateNumber: string; clientSku: string };
type Current = { certificateVideoFileId: string | null; updateSpreadsheet: boolean; addedBarcode: boolean };

// What a create or update writes; `check` is the type's own check of it (jewelry's customer logo).
type Write = { columns: Written; flags: SaveFlags; check?: () => Promise<void> };

// Before a write: the companies and the video it names exist, the type's own check passes, and its
// certificate number is no other record's (`recordId`'s own may stay).
async function assertWritable(tx: Executor, type: CertificateType, write: Write, recordId?: string) {
  await assertCertificateReferences(tx, write.columns);
  await write.check?.();
  await assertCertificateNumberFree(tx, type, write.columns.certificateNumber, recordId);
}

// Each answers the row as written (the deliveries read it).
export async function insertCertificate<Table extends CertificateTable>(
  tx: Executor,
  actor: SessionUser,
  kind: WrittenKind<Table>,
  write: Write,
): Promise<Table["$inferSelect"]> {
  const { table, type } = kind;
  const { columns, flags } = write;
  await assertWritable(tx, type, write);
  return createRecord(tx, actor, {
    table,
    values: {
      id: uuidv7(),
      ...columns,
      // A new video waits for the video service before the spreadsheet hears of it (spec 000 §4).
      updateSpreadsheet: flags.updateSpreadsheet ?? !columns.certificateVideoFileId,
      newlyAdded: flags.newlyAdded ?? false,
      createdBy: actor.id,
      updatedBy: actor.id,
    } as Table["$inferInsert"],
    activity: (row) => ({
      action: "create",
      entityType: type,
      entityId: row.id as string,
      subject: certificateLabel(columns),
      summary: `${actor.fullName} created ${type} ${certificateLabel(columns)}`,
    }),
  });
}

export async function updateCertificate<Table extends CertificateTable>(
  tx: Executor,
  actor: SessionUser,
  kind: WrittenKind<Table>,
  id: string,
  version: number,
  write: Write,
): Promise<Table["$inferSelect"]> {
  const { table, type } = kind;
  const { columns, flags } = write;
  const { after } = await versionedUpdate(tx, {
    table,
    where: eq(table.id, id),
    version,
    actor,
    missing: () => notFound(kind.notFound),
    check: () => assertWritable(tx, type, write, id),
    set: (row) => {
      const current = row as unknown as Current;
      // New media: the spreadsheet and the barcode service must hear about it again (spec 000 §4).
      const newVideo = columns.certificateVideoFileId !== current.certificateVideoFileId;
      return {
        ...columns,
        newlyAdded: false,
        updateSpreadsheet: flags.updateSpreadsheet ?? (newVideo ? false : current.updateSpreadsheet),
        addedBarcode: newVideo ? false : current.addedBarcode,
      } as never;
    },
    activity: {
      action: "update",
      entityType: type,
      entityId: id,
      subject: certificateLabel(columns),
      summary: `${actor.fullName} updated ${type} ${certificateLabel(columns)}`,
    },
  });
  return after;
}

export async function deleteCertificate(
  db: Database,
  actor: SessionUser,
  kind: WrittenKind<CertificateTable>,
  id: string,
): Promise<void> {
  const { table, type } = kind;
  await db.transaction((tx) =>
    deleteRecord(tx, actor, {
      table,
      where: eq(table.id, id),
      missing: () => notFound(kind.notFound),
      activity: (row) => ({
        action: "delete",
        entityType: type,
        entityId: id,
        subject: certificateLabel(row as Written),
        summary: `${actor.fullName} deleted ${type} ${certificateLabel(row as Written)}`,
      }),
    }),
  );
}
