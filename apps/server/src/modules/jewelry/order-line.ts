import type { SessionUser } from "@loupe/domain/auth";
import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import type { OrderLineCount } from "@loupe/domain/jewelry/jewelry-api";
import {
  applyOrderLineUpdate,
  hasOrderLine,
  orderLineText,
  orderLineUpdate,
} from "@loupe/domain/jewelry/order-line";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { recordActivity } from "../../db/record-activity";
import { enqueueDeliveriesOfAll } from "../certificates/deliveries";
import { columnsFrom, type JewelryRow, jewelrySaveOf } from "./jewelry-rows";
import { jewelry } from "./schema";

const sameLine = (orderNumber: string, lineNumber: number) =>
  and(eq(jewelry.orderNumber, orderNumber), eq(jewelry.lineNumber, lineNumber));

// How many other records a plain Save of this order line will change (asked before saving).
export async function countOrderLine(
  db: Executor,
  query: { orderNumber: string; lineNumber: number; excludeId?: string | undefined },
): Promise<OrderLineCount> {
  const orderNumber = compactCertificateKey(query.orderNumber);
  if (!hasOrderLine({ orderNumber, lineNumber: query.lineNumber })) return { others: 0 };
  const [found] = await db
    .select({ others: count() })
    .from(jewelry)
    .where(
      and(
        sameLine(orderNumber, query.lineNumber),
        query.excludeId ? ne(jewelry.id, query.excludeId) : undefined,
      ),
    );
  return { others: found?.others ?? 0 };
}

// Plain Save: every other record of the saved one's order line takes its grading data and the
// inscription 'Video Illustration' (the saved one was written with them: withOrderLineInscription);
// each keeps its own numbers, video, shipping and billing (spec 001 §7.1, decision 0009). Runs in
// the save's transaction: the others are locked in id order and rewritten by one statement, their
// versions raised and their deliveries queued. Answers how many others changed.
export async function updateOrderLine(
  tx: Executor,
  actor: SessionUser,
  savedRow: JewelryRow,
): Promise<number> {
  const saved = jewelrySaveOf(savedRow);
  if (saved.lineNumber === null || !hasOrderLine(saved)) return 0;
  const others = await tx
    .select()
    .from(jewelry)
    .where(and(sameLine(saved.orderNumber, saved.lineNumber), ne(jewelry.id, savedRow.id)))
    .orderBy(asc(jewelry.id))
    .for("update");
  if (others.length === 0) return 0;
  const patch = orderLineUpdate(saved);
  // What follows from each record's own fields with the patch (incomplete, ColoredStone) differs
  // record by record: each is set to whether the record's id is among those it holds for.
  const derived = others.map((row) => ({
    id: row.id,
    ...columnsFrom(applyOrderLineUpdate(jewelrySaveOf(row), patch)),
  }));
  const holdsFor = (flag: "incomplete" | "coloredStone") => {
    const ids = derived.filter((row) => row[flag]).map((row) => row.id);
    return ids.length > 0 ? inArray(jewelry.id, ids) : sql`false`;
  };
  const updated = await tx
    .update(jewelry)
    .set({
      ...patch,
      incomplete: holdsFor("incomplete"),
      coloredStone: holdsFor("coloredStone"),
      updatedAt: new Date(),
      updatedBy: actor.id,
      version: sql`${jewelry.version} + 1`,
    })
    .where(
      inArray(
        jewelry.id,
        others.map((row) => row.id),
      ),
    )
    .returning();
  await enqueueDeliveriesOfAll(tx, "jewelry", updated);
  await recordActivity(tx, actor, {
    action: "jewelry.order-line-update",
    entityType: "jewelry",
    entityId: savedRow.id,
    summary: `${actor.fullName} updated ${updated.length} other jewelry of order line ${orderLineText(saved.orderNumber, saved.lineNumber)}`,
  });
  return updated.length;
}
