import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { digitalCertificateRefusal } from "@loupe/domain/certificates/spreadsheet-sync";
import { messages } from "@loupe/domain/messages";
import type { Executor } from "../../db/client";
import { HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import { withUniqueCertificateNumber } from "./certificate-numbers";
import { enqueueDeliveries } from "./deliveries";

export type CertificateSaveRequest<Save, Update> =
  | { id: null; input: Save; digitalCertificate: boolean }
  | { id: string; input: Update; digitalCertificate: boolean };

// Create Digital Certificate sets update_spreadsheet (spec 000 §4, 001 §4.1); plain Save leaves it.
// newlyAdded: a record pulled from Diamond Track waits in the dashboard's queue (modules/intake).
export type SaveFlags = { updateSpreadsheet?: boolean; newlyAdded?: boolean };

// Which checks a create runs: the form's (Save refuses missing required fields), or none beyond
// the import's row check its caller ran (an item pulled from Diamond Track is kept incomplete,
// red, as an imported row is; modules/intake).
export type CreateChecks = "form" | "import";

// The saved row as the deliveries read it.
type SavedRow = Parameters<typeof enqueueDeliveries>[2];

// A certificate type's part of Save: its writes, each answering the row as written, and anything
// more the same transaction must do (jewelry's order line). `more` runs after the write and its
// answer comes back with the id.
export type CertificateSaveSteps<Save, Update, Saved extends SavedRow, More> = {
  type: CertificateType;
  create: (tx: Executor, input: Save, flags: SaveFlags) => Promise<Saved>;
  update: (tx: Executor, id: string, input: Update, flags: SaveFlags) => Promise<Saved>;
  more?: (tx: Executor, saved: Saved) => Promise<More>;
};

// Save and Create Digital Certificate of any certificate type (spec 000 §2, §4; 001 §4.1). The
// deliveries they cause (spreadsheet, barcode) are queued in the same transaction; Create Digital
// Certificate then waits for the spreadsheet so its success text only claims what happened.
// A failure anywhere writes nothing.
export async function saveCertificate<
  Save extends { certificateNumber: string },
  Update extends Save,
  Saved extends SavedRow,
  More,
>(
  services: AppServices,
  request: CertificateSaveRequest<Save, Update>,
  steps: CertificateSaveSteps<Save, Update, Saved, More>,
) {
  const { db, outboxWorker } = services;
  if (request.digitalCertificate) refuseDigitalCertificateWithoutNumber(request.input);
  const flags: SaveFlags = request.digitalCertificate ? { updateSpreadsheet: true } : {};
  let syncMessage: string | null = null;
  const { id, more } = await withUniqueCertificateNumber(steps.type, request.input.certificateNumber, () =>
    db.transaction(async (tx) => {
      const saved =
        request.id === null
          ? await steps.create(tx, request.input, flags)
          : await steps.update(tx, request.id, request.input, flags);
      syncMessage = await enqueueDeliveries(tx, steps.type, saved);
      const more = await steps.more?.(tx, saved);
      return { id: saved.id, more };
    }),
  );
  const spreadsheet =
    request.digitalCertificate && syncMessage ? await outboxWorker.deliverNow(syncMessage) : null;
  outboxWorker.wake();
  return { id, more, spreadsheet };
}

// The sheet is keyed by certificate number: without one the record cannot be sent, so the
// action that says it was is refused before anything is written (docs/decisions/0007).
function refuseDigitalCertificateWithoutNumber(input: { certificateNumber: string }): void {
  const refusal = digitalCertificateRefusal(input);
  if (refusal)
    throw new HttpProblem(400, messages.genericErrorTitle, refusal, [
      { field: "certificateNumber", message: refusal },
    ]);
}
