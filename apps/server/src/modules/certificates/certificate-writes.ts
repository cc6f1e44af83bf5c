import type { SessionUser } from "@loupe/domain/auth";
import { type CertificateType, certificateLabel } from "@loupe/domain/certificates/certificate-type";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { recordActivity } from "../../db/record-activity";
import { versionedUpdate } from "../../db/versioned-update";
import type { HttpProblem } from "../../http/problem";
import type { SaveFlags } from "./save-certificate";

// Create, update and delete of one certificate of any type, each logged, in the caller's
// transaction (the delete opens its own). The type gives its table, its columns and its checks.

type CertificateTable = PgTable & {
  id: PgColumn;
  certificateNumber: PgColumn;
  clientSku: PgColumn;
  certificateVideoFileId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

type Written = { certificateNumber: string; clientSku: string; certificateVideoFileId: string | null };
type Current = { certificateVideoFileId: string | null; updateSpreadsheet: boolean; addedBarcode: boolean };

// Each answers the row as written (the deliveries read it).
export async function insertCertificate<Table extends CertificateTable>(
  tx: Executor,
  actor: SessionUser,
  options: {
    table: Table;
    type: CertificateType;
    columns: Written;
    flags: SaveFlags;
  },
): Promise<Table["$inferSelect"]> {
  const { table, type, columns, flags } = options;
  const id = uuidv7();
  const [written] = (await tx
    .insert(table)
    .values({
      id,
      ...columns,
      // A new video waits for the video service before the spreadsheet hears of it (spec 000 §4).
      updateSpreadsheet: flags.updateSpreadsheet ?? !columns.certificateVideoFileId,
      newlyAdded: flags.newlyAdded ?? false,
      createdBy: actor.id,
      updatedBy: actor.id,
    } as never)
    .returning()) as Table["$inferSelect"][];
  await recordActivity(tx, actor, {
    action: `${type}.create`,
    entityType: type,
    entityId: id,
    summary: `${actor.fullName} created ${type} ${certificateLabel(columns)}`,
  });
  if (!written) throw new Error(`The new ${type} was not written`);
  return written;
}

export async function updateCertificate<Table extends CertificateTable>(
  tx: Executor,
  actor: SessionUser,
  options: {
    table: Table;
    type: CertificateType;
    id: string;
    version: number;
    columns: Written;
    flags: SaveFlags;
    missing: () => HttpProblem;
    check: () => Promise<void>;
  },
): Promise<Table["$inferSelect"]> {
  const { table, type, id, columns, flags } = options;
  const { after } = await versionedUpdate(tx, {
    table,
    where: eq(table.id, id),
    version: options.version,
    actor,
    missing: options.missing,
    check: options.check,
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
      action: `${type}.update`,
      entityType: type,
      entityId: id,
      summary: `${actor.fullName} updated ${type} ${certificateLabel(columns)}`,
    },
  });
  return after;
}

export async function deleteCertificate(
  db: Database,
  actor: SessionUser,
  options: { table: CertificateTable; type: CertificateType; id: string; missing: () => HttpProblem },
): Promise<void> {
  const { table, type, id } = options;
  await db.transaction(async (tx) => {
    const [row] = (await tx
      .delete(table)
      .where(eq(table.id, id))
      .returning({ certificateNumber: table.certificateNumber, clientSku: table.clientSku })) as {
      certificateNumber: string;
      clientSku: string;
    }[];
    if (!row) throw options.missing();
    await recordActivity(tx, actor, {
      action: `${type}.delete`,
      entityType: type,
      entityId: id,
      summary: `${actor.fullName} deleted ${type} ${certificateLabel(row)}`,
    });
  });
}
