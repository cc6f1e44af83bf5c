import type { SessionUser } from "@loupe/domain/auth";
import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { JewelrySave } from "@loupe/domain/jewelry/jewelry";
import type { OrderLine, OrderLineConfirmation } from "@loupe/domain/jewelry/jewelry-api";
import { hasOrderLine, orderLineText, orderLineUpdate } from "@loupe/domain/jewelry/order-line";
import {
  isEmptyChangeSet,
  type OrderLineChangeSet,
  type OrderLineMember,
  orderLineChangeSet,
} from "@loupe/domain/jewelry/order-line-changes";
import { messages } from "@loupe/domain/messages";
import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { conflict } from "../../http/problem";
import { enqueueDeliveriesOfAll } from "../certificates/deliveries";
import { companies } from "../companies/ports";
import { columnsFrom, type JewelryRow, jewelrySaveOf } from "./jewelry-rows";
import { jewelry } from "./schema";

const sameLine = (orderNumber: string, lineNumber: number) =>
  and(eq(jewelry.orderNumber, orderNumber), eq(jewelry.lineNumber, lineNumber));

const memberOf = (row: JewelryRow): OrderLineMember => ({
  id: row.id,
  version: row.version,
  certificateNumber: row.certificateNumber,
  record: jewelrySaveOf(row),
});

// The other records of an order line as stored now, with the names of the companies and logos
// they name: the editor computes from them what a plain Save would change (order-line-changes.ts).
export async function readOrderLine(
  db: Executor,
  query: { orderNumber: string; lineNumber: number; excludeId?: string | undefined },
): Promise<OrderLine> {
  const orderNumber = compactCertificateKey(query.orderNumber);
  if (!hasOrderLine({ orderNumber, lineNumber: query.lineNumber })) return { members: [], names: {} };
  const rows = await db
    .select()
    .from(jewelry)
    .where(
      and(
        sameLine(orderNumber, query.lineNumber),
        query.excludeId ? ne(jewelry.id, query.excludeId) : undefined,
      ),
    )
    .orderBy(asc(jewelry.id));
  const companyIds = new Set(rows.flatMap((row) => [row.clientId, row.customerId]).filter(isId));
  const fileIds = new Set(rows.map((row) => row.customerLogoFileId).filter(isId));
  const named = [
    ...(companyIds.size > 0
      ? await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, [...companyIds]))
      : []),
    ...(fileIds.size > 0
      ? await db
          .select({ id: storedFiles.id, name: storedFiles.name })
          .from(storedFiles)
          .where(inArray(storedFiles.id, [...fileIds]))
      : []),
  ];
  return {
    members: rows.map(memberOf),
    names: Object.fromEntries(named.map(({ id, name }) => [id, name])),
  };
}

const isId = (id: string | null): id is string => id !== null;

export type SettledOrderLine = { changes: OrderLineChangeSet; others: JewelryRow[]; saved: JewelrySave };

// Before a plain Save writes `saved`: the records of its line are locked (the saved one with them,
// all in id order, so two saves of one line wait for each other instead of deadlocking) and the
// change set is worked out from them as they are now. It must be the one the user confirmed: the
// line in the state it was shown in (every other record, at its version). A change set nobody
// confirmed, or a line changed since, is refused (409) and nothing is written.
export async function settleOrderLine(
  tx: Executor,
  saved: JewelrySave,
  savedId: string | null,
  confirmation: OrderLineConfirmation | undefined,
): Promise<SettledOrderLine> {
  const none = { changes: { saved: [], others: [] }, others: [], saved };
  if (saved.lineNumber === null || !hasOrderLine(saved)) return none;
  const locked = await tx
    .select()
    .from(jewelry)
    .where(
      savedId === null
        ? sameLine(saved.orderNumber, saved.lineNumber)
        : or(sameLine(saved.orderNumber, saved.lineNumber), eq(jewelry.id, savedId)),
    )
    .orderBy(asc(jewelry.id))
    .for("update");
  const others = locked.filter(
    (row) =>
      row.id !== savedId && row.orderNumber === saved.orderNumber && row.lineNumber === saved.lineNumber,
  );
  const changes = orderLineChangeSet(saved, others.map(memberOf), {
    keepInscription: confirmation?.keepInscription ?? false,
  });
  const line = orderLineText(saved.orderNumber, saved.lineNumber);
  // Named on the order number, so the editor shows it on the form: its own record is not stale.
  const refuse = (message: string) => conflict(message, [{ field: "orderNumber", message }]);
  if (confirmation) {
    const shown = new Map(confirmation.members.map((member) => [member.id, member.version]));
    const same = shown.size === others.length && others.every((row) => shown.get(row.id) === row.version);
    if (!same) throw refuse(messages.orderLineChanged(line));
  } else if (!isEmptyChangeSet(changes)) {
    throw refuse(messages.orderLineNotConfirmed(line));
  }
  return { changes, others, saved };
}

// After the saved record is written: the other records of the change set take the saved grading
// and the inscription 'Video Illustration' (spec 001 §7.1, decision 0009); records the change set
// does not name are not touched. One statement (db/locked-bulk-update.ts); versions raised,
// deliveries queued, one activity entry per record changed, with its fields before → after.
// Answers how many others changed.
export async function updateOrderLine(
  tx: Executor,
  actor: SessionUser,
  line: SettledOrderLine,
): Promise<number> {
  const { saved, changes } = line;
  const changing = new Set(changes.others.map((member) => member.id));
  if (changing.size === 0) return 0;
  const patch = orderLineUpdate(saved);
  const written = await lockedBulkUpdate(tx, actor, {
    table: jewelry,
    where: inArray(jewelry.id, [...changing]),
    // What follows from each record's own fields with the patch (incomplete, ColoredStone) differs
    // record by record: each is set to whether the record's id is among those it holds for.
    set: (rows) => {
      const derived = rows.map((row) => ({
        id: row.id,
        ...columnsFrom({ ...jewelrySaveOf(row), ...patch }),
      }));
      const holdsFor = (flag: "incomplete" | "coloredStone") => {
        const ids = derived.filter((row) => row[flag]).map((row) => row.id);
        return ids.length > 0 ? inArray(jewelry.id, ids) : sql`false`;
      };
      return {
        ...patch,
        incomplete: holdsFor("incomplete"),
        coloredStone: holdsFor("coloredStone"),
        updatedAt: new Date(),
        updatedBy: actor.id,
        version: sql`${jewelry.version} + 1`,
      };
    },
    activity: (row) => ({
      action: "update",
      entityType: "jewelry",
      entityId: row.id,
      subject: certificateLabel(row),
      summary: `${actor.fullName} updated jewelry ${certificateLabel(row)} with the grading of ${certificateLabel(saved)}, order line ${orderLineText(saved.orderNumber, saved.lineNumber)}`,
    }),
  });
  const updated = written.map(({ after }) => after);
  await enqueueDeliveriesOfAll(tx, "jewelry", updated);
  return updated.length;
}
