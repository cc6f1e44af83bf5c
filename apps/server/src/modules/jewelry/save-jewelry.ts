import type { SessionUser } from "@loupe/domain/auth";
import type { JewelrySave, JewelrySaveResult, JewelryUpdate } from "@loupe/domain/jewelry/jewelry";
import { withOrderLineInscription } from "@loupe/domain/jewelry/order-line";
import type { AppServices } from "../../services";
import { type CertificateSaveRequest, saveCertificate } from "../certificates/save-certificate";
import { updateOrderLine } from "./order-line";
import { createJewelry, getJewelry, updateJewelry } from "./service";

// Save and Create Digital Certificate of a jewelry record (spec 001 §2.3, §4.1, §5.1): the shared
// flow (certificates/save-certificate.ts) with jewelry's writes. Plain Save also updates the
// record's whole order line in the same transaction (order-line.ts); a failure anywhere writes
// nothing.
export async function saveJewelry(
  services: AppServices,
  actor: SessionUser,
  request: CertificateSaveRequest<JewelrySave, JewelryUpdate>,
): Promise<JewelrySaveResult> {
  const plainSave = !request.digitalCertificate;
  const asSaved = <Input extends JewelrySave>(input: Input) =>
    plainSave ? withOrderLineInscription(input) : input;
  const { id, more, spreadsheet } = await saveCertificate(services, request, {
    type: "jewelry",
    create: (tx, input, flags) => createJewelry(tx, actor, asSaved(input), flags),
    update: (tx, id, input, flags) => updateJewelry(tx, actor, id, asSaved(input), flags),
    more: async (tx, saved) => (plainSave ? updateOrderLine(tx, actor, saved) : 0),
  });
  return { jewelry: await getJewelry(services.db, id), orderLineUpdated: more ?? 0, spreadsheet };
}
