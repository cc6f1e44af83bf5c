import type { SessionUser } from "@loupe/domain/auth";
import type { Jewelry, JewelrySave, JewelryUpdate } from "@loupe/domain/jewelry/jewelry";
import { checkJewelry, normalizeJewelryMeasurements } from "@loupe/domain/jewelry/jewelry-checks";
import type { JewelryListItem, JewelryListQuery } from "@loupe/domain/jewelry/jewelry-list-query";
import type { JewelryAction } from "@loupe/domain/jewelry/jewelry-required-fields";
import { messages } from "@loupe/domain/messages";
import type { Page } from "@loupe/domain/paging";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { keysetPage } from "../../db/keyset-page";
import { badRequest, notFound } from "../../http/problem";
import { assertCertificateNumberFree } from "../certificates/certificate-numbers";
import {
  assertCertificateReferences,
  countViews,
  refuseFailedCheck,
  storedFileType,
} from "../certificates/certificate-references";
import { deleteCertificate, insertCertificate, updateCertificate } from "../certificates/certificate-writes";
import type { SaveFlags } from "../certificates/save-certificate";
import { jewelryFilterConditions } from "./jewelry-filters";
import {
  columnsFrom,
  jewelrySortable,
  jewelrySortValue,
  selectJewelry,
  selectJewelryListRows,
  toJewelry,
  toListItem,
} from "./jewelry-rows";
import { keptJewelryTotal } from "./jewelry-totals";
import { jewelry } from "./schema";

export const missingJewelry = () => notFound(messages.jewelryNotFound);
export const jewelryLabel = (input: Pick<JewelrySave, "certificateNumber" | "clientSku">) =>
  input.certificateNumber || input.clientSku;

// More matches than this and a search's first page and its total are read apart (keyset-page.ts).
const searchMatchesReadOnce = 1000;

// Newest first, keyset paged; the total is exact: kept counts where the filter has them
// (jewelry-totals.ts), otherwise a count of the filtered rows, which the filters' indexes answer.
export async function listJewelry(db: Database, query: JewelryListQuery): Promise<Page<JewelryListItem>> {
  const page = await keysetPage({
    db,
    table: jewelry,
    sortable: jewelrySortable,
    where: jewelryFilterConditions(query),
    request: query,
    select: (where, orderBy, limit) =>
      selectJewelryListRows(db, where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: jewelrySortValue,
    countTotal: () => keptJewelryTotal(db, query),
    ...(query.search ? { fewMatchesCap: searchMatchesReadOnce } : {}),
  });
  return { ...page, items: page.items.map(toListItem) };
}

export async function getJewelry(db: Executor, id: string): Promise<Jewelry> {
  const [found] = await selectJewelry(db, eq(jewelry.id, id));
  if (!found) throw missingJewelry();
  return toJewelry(found, await countViews(db, "jewelry", id));
}

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
): Promise<string> {
  const record = checked(input, actionOf(flags));
  await assertReferences(tx, record);
  await assertCertificateNumberFree(tx, "jewelry", record.certificateNumber);
  return insertCertificate(tx, actor, {
    table: jewelry,
    type: "jewelry",
    label: jewelryLabel(record),
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
): Promise<void> {
  const record = checked(input, actionOf(flags));
  await updateCertificate(tx, actor, {
    table: jewelry,
    type: "jewelry",
    id,
    version: input.version,
    label: jewelryLabel(record),
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
