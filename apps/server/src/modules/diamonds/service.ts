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
import { and, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { insertByColumns } from "../../db/insert-by-columns";
import { keysetPage } from "../../db/keyset-page";
import { recordActivity } from "../../db/record-activity";
import { versionedUpdate } from "../../db/versioned-update";
import { HttpProblem, notFound } from "../../http/problem";
import {
  assertCertificateNumberFree,
  certificateNumberKey,
  certificateNumberTaken,
  existingCertificateNumbers,
  withUniqueCertificateNumber,
  withUniqueCertificateNumbers,
} from "../certificates/certificate-numbers";
import { companies } from "../companies/schema";
import { diamondFilterConditions } from "./diamond-filters";
import {
  columnsFrom,
  countViews,
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
  return toDiamond(found, await countViews(db, id));
}

// The form's checks (spec 000 §5) as a 400 the form can show field by field.
export function assertDiamondComplete(input: DiamondSave): void {
  const problem = checkDiamond(input);
  if (problem) throw new HttpProblem(400, messages.genericErrorTitle, problem.detail, problem.errors);
}

const diamondKind = "diamond";

const assertCertificateFree = (db: Executor, input: DiamondSave, exceptId?: string) =>
  assertCertificateNumberFree(
    db,
    input.certificateNumber,
    exceptId ? { kind: diamondKind, recordId: exceptId } : undefined,
  );

// Client and customer must be companies of that kind; the video an uploaded mp4.
async function assertReferences(db: Executor, input: DiamondSave) {
  const wanted = [
    { id: input.clientId, kind: "client", field: "clientId", text: messages.companyGone("client") },
    {
      id: input.customerId,
      kind: "customer",
      field: "customerId",
      text: messages.companyGone("customer"),
    },
  ] as const;
  for (const reference of wanted) {
    if (!reference.id) continue;
    const [found] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, reference.id), eq(companies.kind, reference.kind)));
    if (!found)
      throw new HttpProblem(400, "Bad Request", reference.text, [
        { field: reference.field, message: reference.text },
      ]);
  }
  if (input.certificateVideoFileId) {
    const [file] = await db
      .select({ contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(eq(storedFiles.id, input.certificateVideoFileId));
    if (file?.contentType !== "video/mp4") {
      const text = messages.certificateVideoGone;
      throw new HttpProblem(400, "Bad Request", text, [{ field: "certificateVideoFileId", message: text }]);
    }
  }
}

export const withUniqueCertificate = <T>(input: DiamondSave, write: () => Promise<T>): Promise<T> =>
  withUniqueCertificateNumber(input.certificateNumber, write);

export async function createDiamond(
  tx: Executor,
  actor: SessionUser,
  input: DiamondSave,
  flags: { updateSpreadsheet?: boolean } = {},
): Promise<string> {
  assertDiamondComplete(input);
  await assertReferences(tx, input);
  await assertCertificateFree(tx, input);
  const id = uuidv7();
  await tx.insert(diamonds).values({
    id,
    ...columnsFrom(input),
    updateSpreadsheet: flags.updateSpreadsheet ?? !input.certificateVideoFileId,
    createdBy: actor.id,
    updatedBy: actor.id,
  });
  await recordActivity(tx, actor, {
    action: "diamond.create",
    entityType: "diamond",
    entityId: id,
    summary: `${actor.fullName} created diamond ${label(input)}`,
  });
  return id;
}

export async function updateDiamond(
  tx: Executor,
  actor: SessionUser,
  id: string,
  input: DiamondUpdate,
  flags: { updateSpreadsheet?: boolean } = {},
): Promise<void> {
  assertDiamondComplete(input);
  await versionedUpdate(tx, {
    table: diamonds,
    where: eq(diamonds.id, id),
    version: input.version,
    actor,
    missing: missingDiamond,
    check: async () => {
      await assertReferences(tx, input);
      await assertCertificateFree(tx, input, id);
    },
    set: (current) => {
      // New media: the spreadsheet and the barcode service must hear about it again (spec 000 §4).
      const newVideo = input.certificateVideoFileId !== current.certificateVideoFileId;
      return {
        ...columnsFrom(input),
        newlyAdded: false,
        updateSpreadsheet: flags.updateSpreadsheet ?? (newVideo ? false : current.updateSpreadsheet),
        addedBarcode: newVideo ? false : current.addedBarcode,
      };
    },
    activity: {
      action: "diamond.update",
      entityType: "diamond",
      entityId: id,
      summary: `${actor.fullName} updated diamond ${label(input)}`,
    },
  });
}

export async function insertDiamonds(
  tx: Executor,
  rows: DiamondSave[],
  actor: SessionUser,
): Promise<string[]> {
  const taken = await existingCertificateNumbers(
    tx,
    rows.map((row) => row.certificateNumber),
  );
  const clash = rows.find((row) => taken.has(certificateNumberKey(row.certificateNumber)));
  if (clash) throw certificateNumberTaken(clash.certificateNumber);
  const ids = rows.map(() => uuidv7());
  const now = Date.now();
  const values = rows.map((row, index) => ({
    id: ids[index] as string,
    ...columnsFrom(row),
    // Imported rows keep their file order in the newest-first list.
    created: new Date(now - index),
    createdBy: actor.id,
    updatedBy: actor.id,
  }));
  // Another save may have taken one of these numbers since the check above.
  await withUniqueCertificateNumbers(() => insertByColumns(tx, diamonds, values));
  await recordActivity(tx, actor, {
    action: "diamond.import",
    entityType: "diamond",
    entityId: ids[0] ?? "",
    summary: `${actor.fullName} imported ${rows.length} diamonds`,
  });
  return ids;
}

export async function deleteDiamond(db: Database, actor: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(diamonds)
      .where(eq(diamonds.id, id))
      .returning({ certificateNumber: diamonds.certificateNumber, clientSku: diamonds.clientSku });
    const [row] = deleted;
    if (!row) throw missingDiamond();
    await recordActivity(tx, actor, {
      action: "diamond.delete",
      entityType: "diamond",
      entityId: id,
      summary: `${actor.fullName} deleted diamond ${label(row)}`,
    });
  });
}
