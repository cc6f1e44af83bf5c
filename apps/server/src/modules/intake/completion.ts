import type { SessionUser } from "@loupe/domain/auth";
import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import { completionProblemText, completionRefusal } from "@loupe/domain/intake/completion-rules";
import type {
  CompleteRequest,
  CompleteResult,
  NewlyAddedItem,
  SetClient,
} from "@loupe/domain/intake/intake-api";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { versionedUpdate } from "../../db/versioned-update";
import { conflict, HttpProblem, notFound } from "../../http/problem";
import type { AppServices } from "../../services";
import { assertCertificateReferences } from "../certificates/certificate-references";
import { completeCertificate } from "../certificates/complete-certificates";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";
import { readQueuedItem } from "./newly-added-queue";

// Setting a queued item's client and completing items (spec 000 §4, §5, §7 Writes).

const areas = {
  diamond: { table: diamonds, missing: () => notFound(messages.diamondNotFound) },
  jewelry: { table: jewelry, missing: () => notFound(messages.jewelryNotFound) },
} as const;

type Locked = {
  certificateNumber: string;
  clientId: string | null;
  newlyAdded: boolean;
  incomplete: boolean;
};

// The row locked until the transaction ends, so its client cannot change between the check and
// the completion.
async function lockQueued(tx: Executor, type: CertificateType, id: string): Promise<Locked> {
  const { table, missing } = areas[type];
  const [row] = await tx
    .select({
      certificateNumber: table.certificateNumber,
      clientId: table.clientId,
      newlyAdded: table.newlyAdded,
      incomplete: table.incomplete,
    })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw missing();
  return row;
}

// The client of a locked queued item, versioned and logged; answers its new version.
async function writeQueuedClient(
  tx: Executor,
  actor: SessionUser,
  item: { type: CertificateType; id: string; version: number; certificateNumber: string },
  clientId: string | null,
): Promise<number> {
  const { table, missing } = areas[item.type];
  const { after } = await versionedUpdate(tx, {
    table,
    where: eq(table.id, item.id),
    version: item.version,
    actor,
    missing,
    check: () =>
      assertCertificateReferences(tx, { clientId, customerId: null, certificateVideoFileId: null }),
    set: () => ({ clientId }),
    activity: {
      action: "update",
      entityType: item.type,
      entityId: item.id,
      subject: item.certificateNumber,
      summary: `${actor.fullName} ${clientId ? "set the client of" : "cleared the client of"} ${item.type} ${item.certificateNumber}`,
    },
  });
  return after.version;
}

export async function setQueuedClient(
  db: Database,
  actor: SessionUser,
  type: CertificateType,
  id: string,
  input: SetClient,
): Promise<NewlyAddedItem> {
  await db.transaction(async (tx) => {
    const { certificateNumber, newlyAdded } = await lockQueued(tx, type, id);
    if (!newlyAdded) throw conflict(messages.itemNoLongerNewlyAdded(certificateNumber));
    await writeQueuedClient(
      tx,
      actor,
      { type, id, version: input.version, certificateNumber },
      input.clientId,
    );
  });
  const item = await readQueuedItem(db, type, id);
  if (!item) throw areas[type].missing();
  return item;
}

// One transaction: every item is locked and checked first; an item that carries a client (Save &
// Complete) has it set; any item still without a client, or still missing required fields,
// refuses them all, named (spec 000 §5), and the clients set roll back; then each is completed as
// Create Digital Certificate would.
export async function completeItems(
  services: AppServices,
  actor: SessionUser,
  request: CompleteRequest,
): Promise<CompleteResult> {
  // Locks taken in one order, so two completions of overlapping selections cannot deadlock.
  const ordered = [...request.items].sort((a, b) => a.id.localeCompare(b.id));
  const completed = await services.db.transaction(async (tx) => {
    const locked = new Map<string, Locked>();
    for (const item of ordered) locked.set(item.id, await lockQueued(tx, item.type, item.id));
    const rows = request.items.map((item) => locked.get(item.id) as Locked);
    const done = rows.find((row) => !row.newlyAdded);
    if (done) throw conflict(messages.itemNoLongerNewlyAdded(done.certificateNumber));
    const versions = request.items.map((item) => item.version);
    for (const [index, item] of request.items.entries()) {
      const row = rows[index] as Locked;
      if (item.clientId === undefined || item.clientId === row.clientId) continue;
      versions[index] = await writeQueuedClient(
        tx,
        actor,
        { ...item, certificateNumber: row.certificateNumber },
        item.clientId,
      );
      row.clientId = item.clientId;
    }
    const refusal = completionRefusal(rows);
    if (refusal) {
      const errors = refusal.problems.flatMap((problem, index) =>
        problem === null
          ? []
          : [
              {
                field: `items.${index}.${problem === "client" ? "clientId" : "fields"}`,
                message: completionProblemText[problem],
              },
            ],
      );
      throw new HttpProblem(400, refusal.title, refusal.text, errors);
    }
    for (const [index, item] of request.items.entries()) {
      await completeCertificate(tx, actor, {
        ...areas[item.type],
        type: item.type,
        id: item.id,
        version: versions[index] ?? item.version,
        label: rows[index]?.certificateNumber ?? item.id,
      });
    }
    return request.items.map((item, index) => ({
      type: item.type,
      id: item.id,
      certificateNumber: rows[index]?.certificateNumber ?? "",
    }));
  });
  // The spreadsheet and barcode deliveries were queued with the completion.
  services.outboxWorker.wake();
  return { completed, message: messages.itemsCompleted(completed.length) };
}
