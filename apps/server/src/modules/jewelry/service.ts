import type { SessionUser } from "@loupe/domain/auth";
import type { Jewelry, JewelrySave, JewelryUpdate } from "@loupe/domain/jewelry/jewelry";
import { checkJewelry, normalizeJewelryMeasurements } from "@loupe/domain/jewelry/jewelry-checks";
import type { JewelryAction } from "@loupe/domain/jewelry/jewelry-required-fields";
import { messages } from "@loupe/domain/messages";
import type { Executor } from "../../db/client";
import { badRequest } from "../../http/problem";
import { getCertificate } from "../certificates/certificate-reads";
import { refuseFailedCheck, storedFileType } from "../certificates/certificate-references";
import { insertCertificate, updateCertificate } from "../certificates/certificate-writes";
import type { CreateChecks, SaveFlags } from "../certificates/save-certificate";
import { jewelryKind } from "./jewelry-kind";
import { columnsFrom, type JewelryRow } from "./jewelry-rows";

export const getJewelry = (db: Executor, id: string): Promise<Jewelry> => getCertificate(db, jewelryKind, id);

// The editor's checks (spec 001 §5.1) as a 400, then the measurements stored normalised.
function checked(input: JewelrySave, action: JewelryAction): JewelrySave {
  refuseFailedCheck(checkJewelry(input, { action }));
  return normalizeJewelryMeasurements(input);
}

const actionOf = (flags: SaveFlags): JewelryAction =>
  flags.updateSpreadsheet ? "createDigitalCertificate" : "save";

// The customer's logo must be an uploaded image.
async function assertCustomerLogo(db: Executor, input: JewelrySave): Promise<void> {
  if (!input.customerLogoFileId) return;
  const type = await storedFileType(db, input.customerLogoFileId);
  if (!type?.startsWith("image/"))
    throw badRequest(messages.uploadFailure, [
      { field: "customerLogoFileId", message: messages.uploadFailure },
    ]);
}

// What a save writes once the editor's checks pass: the record's columns, its customer logo checked
// with the companies and video every certificate names.
function jewelryWrite(tx: Executor, input: JewelrySave, flags: SaveFlags, checks: CreateChecks = "form") {
  const record = checks === "form" ? checked(input, actionOf(flags)) : normalizeJewelryMeasurements(input);
  return { columns: columnsFrom(record), flags, check: () => assertCustomerLogo(tx, record) };
}

// The first save stamps created and starts the views at 0 (they are counted, spec 001 §4.1);
// NewlyAdded is cleared on every save.
export async function createJewelry(
  tx: Executor,
  actor: SessionUser,
  input: JewelrySave,
  flags: SaveFlags,
  checks: CreateChecks = "form",
): Promise<JewelryRow> {
  return insertCertificate(tx, actor, jewelryKind, jewelryWrite(tx, input, flags, checks));
}

export async function updateJewelry(
  tx: Executor,
  actor: SessionUser,
  id: string,
  input: JewelryUpdate,
  flags: SaveFlags,
): Promise<JewelryRow> {
  return updateCertificate(tx, actor, jewelryKind, id, input.version, jewelryWrite(tx, input, flags));
}
