import type { SessionUser } from "@loupe/domain/auth";
import type { DiamondSave, DiamondSaveResult, DiamondUpdate } from "@loupe/domain/diamonds/diamond";
import type { AppServices } from "../../services";
import { type CertificateSaveRequest, saveCertificate } from "../certificates/save-certificate";
import { createDiamond, getDiamond, updateDiamond } from "./service";

// Save and Create Digital Certificate of a diamond (spec 000 §2, §4): the shared flow
// (certificates/save-certificate.ts) with the diamond's writes.
export async function saveDiamond(
  services: AppServices,
  actor: SessionUser,
  request: CertificateSaveRequest<DiamondSave, DiamondUpdate>,
): Promise<DiamondSaveResult> {
  const { id, spreadsheet } = await saveCertificate(services, request, {
    type: "diamond",
    create: (tx, input, flags) => createDiamond(tx, actor, input, flags),
    update: (tx, id, input, flags) => updateDiamond(tx, actor, id, input, flags),
  });
  return { diamond: await getDiamond(services.db, id), spreadsheet };
}
