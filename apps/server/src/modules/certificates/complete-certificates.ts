import type { SessionUser } from "@loupe/domain/auth";
import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { digitalCertificateRefusal } from "@loupe/domain/certificates/spreadsheet-sync";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { versionedUpdate } from "../../db/versioned-update";
import { conflict, HttpProblem } from "../../http/problem";
import { enqueueDeliveries } from "./deliveries";

type CompletableTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  newlyAdded: PgColumn;
};

type CompletableRow = {
  id: string;
  certificateNumber: string;
  clientId: string | null;
  newlyAdded: boolean;
  certificateVideoFileId: string | null;
  addedBarcode: boolean;
};

// Completing a newly added record (spec 000 §4): it leaves the queue and its digital certificate
// is created as Create Digital Certificate creates it — update_spreadsheet set and the
// spreadsheet and barcode deliveries queued in the same transaction (save-certificate.ts).
// In the caller's transaction, so many complete together or none do. Answers the spreadsheet
// message's id, or null.
export async function completeCertificate(
  tx: Executor,
  actor: SessionUser,
  options: {
    table: CompletableTable;
    type: CertificateType;
    id: string;
    version: number;
    // Its certificate number, for the activity log.
    label: string;
    missing: () => HttpProblem;
  },
): Promise<string | null> {
  const { table, type, id } = options;
  const { before } = (await versionedUpdate(tx, {
    table,
    where: eq(table.id, id),
    version: options.version,
    actor,
    missing: options.missing,
    check: async (current) => {
      const row = current as unknown as CompletableRow;
      if (!row.newlyAdded) throw conflict(messages.itemNoLongerNewlyAdded(row.certificateNumber));
      if (!row.clientId)
        throw new HttpProblem(
          400,
          messages.cannotCompleteItemTitle(row.certificateNumber),
          messages.cannotCompleteItemText,
        );
      const refusal = digitalCertificateRefusal(row);
      if (refusal) throw new HttpProblem(400, messages.genericErrorTitle, refusal);
    },
    set: () => ({ newlyAdded: false, updateSpreadsheet: true }) as never,
    activity: {
      action: "complete",
      entityType: type,
      entityId: id,
      subject: options.label,
      summary: `${actor.fullName} completed ${type} ${options.label} and created its digital certificate`,
    },
  })) as unknown as { before: CompletableRow };
  return enqueueDeliveries(tx, type, { ...before, updateSpreadsheet: true });
}
