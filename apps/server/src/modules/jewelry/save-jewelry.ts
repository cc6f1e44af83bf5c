import type { SessionUser } from "@loupe/domain/auth";
import type { JewelrySave, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import type { JewelrySaveRequest, JewelryUpdateRequest } from "@loupe/domain/jewelry/jewelry-api";
import { normalizeJewelryMeasurements } from "@loupe/domain/jewelry/jewelry-checks";
import { withOwnOrderLineChanges } from "@loupe/domain/jewelry/order-line-changes";
import type { AppServices } from "../../services";
import { type CertificateSaveRequest, saveCertificate } from "../certificates/save-certificate";
import { type SettledOrderLine, settleOrderLine, updateOrderLine } from "./order-line";
import { createJewelry, getJewelry, updateJewelry } from "./service";

// Save and Create Digital Certificate of a jewelry record (spec 001 §2.3, §4.1, §5.1): the shared
// flow (certificates/save-certificate.ts) with jewelry's writes. A plain Save of a record on an
// order line makes the change set the user confirmed (order-line.ts): the saved record's
// inscription unless kept, the other records' grading, in the same transaction; a line changed
// since it was shown, or a failure anywhere, writes nothing.
export async function saveJewelry(
  services: AppServices,
  actor: SessionUser,
  request: CertificateSaveRequest<JewelrySaveRequest, JewelryUpdateRequest>,
): Promise<JewelrySaveResult> {
  const plainSave = !request.digitalCertificate;
  const { orderLine: confirmation } = request.input;
  let line: SettledOrderLine | null = null;
  async function settle<Input extends JewelrySave & { orderLine?: unknown }>(
    tx: Parameters<typeof settleOrderLine>[0],
    id: string | null,
    { orderLine: _confirmation, ...record }: Input,
  ): Promise<Omit<Input, "orderLine">> {
    if (!plainSave) return record;
    line = await settleOrderLine(tx, normalizeJewelryMeasurements(record), id, confirmation);
    return withOwnOrderLineChanges(record, line.changes);
  }
  const { id, more, spreadsheet } = await saveCertificate(services, request, {
    type: "jewelry",
    create: async (tx, input, flags) => createJewelry(tx, actor, await settle(tx, null, input), flags),
    update: async (tx, id, input, flags) => updateJewelry(tx, actor, id, await settle(tx, id, input), flags),
    more: async (tx) => (line ? updateOrderLine(tx, actor, line) : 0),
  });
  return { jewelry: await getJewelry(services.db, id), orderLineUpdated: more ?? 0, spreadsheet };
}
