import type { SessionUser } from "@loupe/domain/auth";
import type { Diamond, DiamondSave, DiamondUpdate } from "@loupe/domain/diamonds/diamond";
import { checkDiamond } from "@loupe/domain/diamonds/diamond-checks";
import type { Executor } from "../../db/client";
import { getCertificate } from "../certificates/certificate-reads";
import { refuseFailedCheck } from "../certificates/certificate-references";
import { insertCertificate, updateCertificate } from "../certificates/certificate-writes";
import { insertImportedCertificates } from "../certificates/insert-imported";
import type { CreateChecks, SaveFlags } from "../certificates/save-certificate";
import { diamondKind } from "./diamond-kind";
import { columnsFrom, type DiamondRow } from "./diamond-rows";
import { diamonds } from "./schema";

export const getDiamond = (db: Executor, id: string): Promise<Diamond> => getCertificate(db, diamondKind, id);

// The form's checks (spec 000 §5) as a 400 the form can show field by field.
export function assertDiamondComplete(input: DiamondSave): void {
  refuseFailedCheck(checkDiamond(input));
}

export async function createDiamond(
  tx: Executor,
  actor: SessionUser,
  input: DiamondSave,
  flags: SaveFlags = {},
  checks: CreateChecks = "form",
): Promise<DiamondRow> {
  if (checks === "form") assertDiamondComplete(input);
  return insertCertificate(tx, actor, diamondKind, { columns: columnsFrom(input), flags });
}

export async function updateDiamond(
  tx: Executor,
  actor: SessionUser,
  id: string,
  input: DiamondUpdate,
  flags: SaveFlags = {},
): Promise<DiamondRow> {
  assertDiamondComplete(input);
  return updateCertificate(tx, actor, diamondKind, id, input.version, { columns: columnsFrom(input), flags });
}

// The import's commit (certificates/insert-imported.ts).
export const insertDiamonds = (tx: Executor, rows: DiamondSave[], actor: SessionUser) =>
  insertImportedCertificates(
    tx,
    { type: "diamond", table: diamonds, columnsFrom, noun: "diamonds" },
    rows,
    actor,
  );
