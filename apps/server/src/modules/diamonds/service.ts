import type { SessionUser } from "@loupe/domain/auth";
import type {
  Diamond,
  DiamondListItem,
  DiamondListQuery,
  DiamondSave,
  DiamondUpdate,
} from "@loupe/domain/diamonds/diamond";
import { checkDiamond } from "@loupe/domain/diamonds/diamond-checks";
import { messages } from "@loupe/domain/messages";
import type { Page } from "@loupe/domain/paging";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { keysetPage } from "../../db/keyset-page";
import { notFound } from "../../http/problem";
import { assertCertificateNumberFree } from "../certificates/certificate-numbers";
import {
  assertCertificateReferences,
  countViews,
  refuseFailedCheck,
} from "../certificates/certificate-references";
import { deleteCertificate, insertCertificate, updateCertificate } from "../certificates/certificate-writes";
import { insertImportedCertificates } from "../certificates/insert-imported";
import type { SaveFlags } from "../certificates/save-certificate";
import { diamondFilterConditions } from "./diamond-filters";
import {
  columnsFrom,
  diamondSortable,
  diamondSortValue,
  selectDiamondListRows,
  selectDiamonds,
  toDiamond,
  toListItem,
} from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

export const missingDiamond = () => notFound(messages.diamondNotFound);
const label = (input: Pick<DiamondSave, "certificateNumber" | "clientSku">) =>
  input.certificateNumber || input.clientSku;

// More matches than this and a search's first page and its total are read apart (keyset-page.ts).
const searchMatchesReadOnce = 1000;

export async function listDiamonds(db: Database, query: DiamondListQuery): Promise<Page<DiamondListItem>> {
  const page = await keysetPage({
    db,
    table: diamonds,
    sortable: diamondSortable,
    where: diamondFilterConditions(query),
    request: query,
    select: (where, orderBy, limit) =>
      selectDiamondListRows(db, where)
        .orderBy(...orderBy)
        .limit(limit),
    sortValue: diamondSortValue,
    // No filter or one kept value: read the kept count instead of counting up to a million rows.
    countTotal: () => keptDiamondTotal(db, query),
    // A search usually finds a handful of stones: read its matches once for page and total.
    ...(query.search ? { fewMatchesCap: searchMatchesReadOnce } : {}),
  });
  return { ...page, items: page.items.map(toListItem) };
}

export async function getDiamond(db: Executor, id: string): Promise<Diamond> {
  const [found] = await selectDiamonds(db, eq(diamonds.id, id));
  if (!found) throw missingDiamond();
  return toDiamond(found, await countViews(db, "diamond", id));
}

// The form's checks (spec 000 §5) as a 400 the form can show field by field.
export function assertDiamondComplete(input: DiamondSave): void {
  refuseFailedCheck(checkDiamond(input));
}

const assertCertificateFree = (db: Executor, input: DiamondSave, exceptId?: string) =>
  assertCertificateNumberFree(db, "diamond", input.certificateNumber, exceptId);

export async function createDiamond(
  tx: Executor,
  actor: SessionUser,
  input: DiamondSave,
  flags: SaveFlags = {},
): Promise<string> {
  assertDiamondComplete(input);
  await assertCertificateReferences(tx, input);
  await assertCertificateFree(tx, input);
  return insertCertificate(tx, actor, {
    table: diamonds,
    type: "diamond",
    label: label(input),
    columns: columnsFrom(input),
    flags,
  });
}

export async function updateDiamond(
  tx: Executor,
  actor: SessionUser,
  id: string,
  input: DiamondUpdate,
  flags: SaveFlags = {},
): Promise<void> {
  assertDiamondComplete(input);
  await updateCertificate(tx, actor, {
    table: diamonds,
    type: "diamond",
    id,
    version: input.version,
    label: label(input),
    columns: columnsFrom(input),
    flags,
    missing: missingDiamond,
    check: async () => {
      await assertCertificateReferences(tx, input);
      await assertCertificateFree(tx, input, id);
    },
  });
}

// The import's commit (certificates/insert-imported.ts).
export const insertDiamonds = (tx: Executor, rows: DiamondSave[], actor: SessionUser) =>
  insertImportedCertificates(
    tx,
    { type: "diamond", table: diamonds, columnsFrom, noun: "diamonds" },
    rows,
    actor,
  );

export const deleteDiamond = (db: Database, actor: SessionUser, id: string) =>
  deleteCertificate(db, actor, { table: diamonds, type: "diamond", id, missing: missingDiamond });
