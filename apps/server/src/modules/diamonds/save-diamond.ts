import type { SessionUser } from "@loupe/domain/auth";
import { digitalCertificateRefusal } from "@loupe/domain/certificates/spreadsheet-sync";
import type { DiamondSave, DiamondSaveResult, DiamondUpdate } from "@loupe/domain/diamonds/diamond";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { HttpProblem } from "../../http/problem";
import type { AppServices } from "../../services";
import { enqueueDeliveries } from "../certificates/deliveries";
import { diamonds } from "./schema";
import { createDiamond, getDiamond, updateDiamond, withUniqueCertificate } from "./service";

type SaveRequest =
  | { id: null; input: DiamondSave; digitalCertificate: boolean }
  | { id: string; input: DiamondUpdate; digitalCertificate: boolean };

// Save and Create Digital Certificate (spec 000 §2, §4). The deliveries they cause (spreadsheet,
// barcode) are queued in the same transaction; Create Digital Certificate then waits for the
// spreadsheet so its success text only claims what happened.
export async function saveDiamond(
  services: AppServices,
  actor: SessionUser,
  request: SaveRequest,
): Promise<DiamondSaveResult> {
  const { db, outboxWorker } = services;
  if (request.digitalCertificate) refuseDigitalCertificateWithoutNumber(request.input);
  const flags = request.digitalCertificate ? { updateSpreadsheet: true } : {};
  let syncMessage: string | null = null;
  const id = await withUniqueCertificate(request.input, () =>
    db.transaction(async (tx) => {
      let id: string;
      if (request.id === null) id = await createDiamond(tx, actor, request.input, flags);
      else {
        await updateDiamond(tx, actor, request.id, request.input, flags);
        id = request.id;
      }
      const [saved] = await tx.select().from(diamonds).where(eq(diamonds.id, id));
      if (saved) syncMessage = await enqueueDeliveries(tx, "diamond", saved);
      return id;
    }),
  );
  const spreadsheet =
    request.digitalCertificate && syncMessage ? await outboxWorker.deliverNow(syncMessage) : null;
  outboxWorker.wake();
  return { diamond: await getDiamond(db, id), spreadsheet };
}

// The sheet is keyed by certificate number: without one the record cannot be sent, so the
// action that says it was is refused before anything is written (docs/decisions/0007).
function refuseDigitalCertificateWithoutNumber(input: DiamondSave): void {
  const refusal = digitalCertificateRefusal(input);
  if (refusal)
    throw new HttpProblem(400, messages.genericErrorTitle, refusal, [
      { field: "certificateNumber", message: refusal },
    ]);
}
