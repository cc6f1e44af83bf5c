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
import type { Database, Executor } from "../../db/client";
import { notFound } from "../../http/problem";
import { assertCertificateNumberFree } from "../certificates/certificate-numbers";
import { getCertificate, listCertificates } from "../certificates/certificate-reads";
import { assertCertificateReferences, refuseFailedCheck } from "../certificates/certificate-references";
import { deleteCertificate, insertCertificate, updateCertificate } from "../certificates/certificate-writes";
import { insertImportedCertificates } from "../certificates/insert-imported";
import type { SaveFlags } from "../certificates/save-certificate";
import { diamondFilterConditions } from "./diamond-filters";
import {
  columnsFrom,
  type DiamondRow,
  diamondSortable,
  diamondSortValue,
  joinedDiamond,
  selectDiamondListRows,
  selectDiamonds,
  toDiamond,
  toListItem,
} from "./diamond-rows";
import { keptDiamondTotal } from "./diamond-totals";
import { diamonds } from "./schema";

export const missingDiamond = () => notFound(messages.diamondNotFound);

export const listDiamonds = (db: Database, query: DiamondListQuery): Promise<Page<DiamondListItem>> =>
  listCertificates(db, query, {
    table: diamonds,
    sortable: diamondSortable,
    where: diamondFilterConditions(query),
    select: selectDiamondListRows,
    sortValue: diamondSortValue,
    // No filter or one kept value: read the kept count instead of counting up to a million rows.
    keptTotal: () => keptDiamondTotal(db, query),
    toItem: toListItem,
  });

export const getDiamond = (db: Executor, id: string): Promise<Diamond> =>
  getCertificate(db, id, {
    type: "diamond",
    table: diamonds,
    select: selectDiamonds,
    parse: joinedDiamond,
    toRecord: toDiamond,
    missing: missingDiamond,
  });

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
): Promise<DiamondRow> {
  assertDiamondComplete(input);
  await assertCertificateReferences(tx, input);
  await assertCertificateFree(tx, input);
  return insertCertificate(tx, actor, {
    table: diamonds,
    type: "diamond",
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
): Promise<DiamondRow> {
  assertDiamondComplete(input);
  return updateCertificate(tx, actor, {
    table: diamonds,
    type: "diamond",
    id,
    version: input.version,
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
