import type { SessionUser } from "@loupe/domain/auth";
import type { Jewelry, JewelrySave, JewelryUpdate } from "@loupe/domain/jewelry/jewelry";
import { checkJewelry, normalizeJewelryMeasurements } from "@loupe/domain/jewelry/jewelry-checks";
import type { JewelryListItem, JewelryListQuery } from "@loupe/domain/jewelry/jewelry-list-query";
import type { JewelryAction } from "@loupe/domain/jewelry/jewelry-required-fields";
import { messages } from "@loupe/domain/messages";
import type { Page } from "@loupe/domain/paging";
import type { Database, Executor } from "../../db/client";
import { badRequest, notFound } from "../../http/problem";
import { assertCertificateNumberFree } from "../certificates/certificate-numbers";
import { getCertificate, listCertificates } from "../certificates/certificate-reads";
import {
  assertCertificateReferences,
  refuseFailedCheck,
  storedFileType,
} from "../certificates/certificate-references";
import { deleteCertificate, insertCertificate, updateCertificate } from "../certificates/certificate-writes";
import type { SaveFlags } from "../certificates/save-certificate";
import { jewelryFilterConditions } from "./jewelry-filters";
import {
  columnsFrom,
  type JewelryRow,
  jewelrySortable,
  jewelrySortValue,
  joinedJewelry,
  selectJewelry,
  selectJewelryListRows,
  toJewelry,
  toListItem,
} from "./jewelry-rows";
import { keptJewelryTotal } from "./jewelry-totals";
import { jewelry } from "./schema";

export const missingJewelry = () => notFound(messages.jewelryNotFound);

export const listJewelry = (db: Database, query: JewelryListQuery): Promise<Page<JewelryListItem>> =>
  listCertificates(db, query, {
    table: jewelry,
    sortable: jewelrySortable,
    where: jewelryFilterConditions(query),
    select: selectJewelryListRows,
    sortValue: jewelrySortValue,
    keptTotal: () => keptJewelryTotal(db, query),
    toItem: toListItem,
  });

export const getJewelry = (db: Executor, id: string): Promise<Jewelry> =>
  getCertificate(db, id, {
    type: "jewelry",
    table: jewelry,
    select: selectJewelry,
    parse: joinedJewelry,
    toRecord: toJewelry,
    missing: missingJewelry,
  });

// The editor's checks (spec 001 §5.1) as a 400, then the measurements stored normalised.
function checked(input: JewelrySave, action: JewelryAction): JewelrySave {
  refuseFailedCheck(checkJewelry(input, { action }));
  return normalizeJewelryMeasurements(input);
}

const actionOf = (flags: SaveFlags): JewelryAction =>
  flags.updateSpreadsheet ? "createDigitalCertificate" : "save";

// Companies and video as every certificate's; the customer's logo must be an uploaded image.
async function assertReferences(db: Executor, input: JewelrySave): Promise<void> {
  await assertCertificateReferences(db, input);
  if (!input.customerLogoFileId) return;
  const type = await storedFileType(db, input.customerLogoFileId);
  if (!type?.startsWith("image/"))
    throw badRequest(messages.uploadFailure, [
      { field: "customerLogoFileId", message: messages.uploadFailure },
    ]);
}

// The first save stamps created and starts the views at 0 (they are counted, spec 001 §4.1);
// NewlyAdded is cleared on every save.
export async function createJewelry(
  tx: Executor,
  actor: SessionUser,
  input: JewelrySave,
  flags: SaveFlags,
): Promise<JewelryRow> {
  const record = checked(input, actionOf(flags));
  await assertReferences(tx, record);
  await assertCertificateNumberFree(tx, "jewelry", record.certificateNumber);
  return insertCertificate(tx, actor, {
    table: jewelry,
    type: "jewelry",
    columns: columnsFrom(record),
    flags,
  });
}

export async function updateJewelry(
  tx: Executor,
  actor: SessionUser,
  id: string,
  input: JewelryUpdate,
  flags: SaveFlags,
): Promise<JewelryRow> {
  const record = checked(input, actionOf(flags));
  return updateCertificate(tx, actor, {
    table: jewelry,
    type: "jewelry",
    id,
    version: input.version,
    columns: columnsFrom(record),
    flags,
    missing: missingJewelry,
    check: async () => {
      await assertReferences(tx, record);
      await assertCertificateNumberFree(tx, "jewelry", record.certificateNumber, id);
    },
  });
}

// Nothing refers to a jewelry record (views are kept by id, without a key), so any can go.
export const deleteJewelry = (db: Database, actor: SessionUser, id: string) =>
  deleteCertificate(db, actor, { table: jewelry, type: "jewelry", id, missing: missingJewelry });
