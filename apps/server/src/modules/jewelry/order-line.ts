import type { SessionUser } from "@loupe/domain/auth";
import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import type { OrderLineCount } from "@loupe/domain/jewelry/jewelry-api";
import {
  applyOrderLineUpdate,
  hasOrderLine,
  orderLineText,
  orderLineUpdate,
} from "@loupe/domain/jewelry/order-line";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { recordActivity } from "../../db/record-activity";
import { enqueueDeliveries } from "../certificates/deliveries";
import { columnsFrom, jewelrySaveOf } from "./jewelry-rows";
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

// Plain Save: every record of the saved one's order line takes its grading data and the
// inscription 'Video Illustration', the saved one included; each keeps its own numbers, video,
// shipping and billing (spec 001 §7.1, decision 0009). Runs in the save's transaction: the others
// are locked in id order, rewritten, their versions raised and their deliveries queued.
// Answers how many others changed.
export async function updateOrderLine(tx: Executor, actor: SessionUser, savedId: string): Promise<number> {
  const [savedRow] = await tx.select().from(jewelry).where(eq(jewelry.id, savedId));
  if (!savedRow) return 0;
  const saved = jewelrySaveOf(savedRow);
  if (saved.lineNumber === null || !hasOrderLine(saved)) return 0;
  const patch = orderLineUpdate(saved);
  const line = await tx
    .select()
    .from(jewelry)
    .where(sameLine(saved.orderNumber, saved.lineNumber))
    .orderBy(asc(jewelry.id))
    .for("update");
  const now = new Date();
  let others = 0;
  for (const row of line) {
    const columns = columnsFrom(applyOrderLineUpdate(jewelrySaveOf(row), patch));
    if (row.id === savedId) {
      await tx.update(jewelry).set(columns).where(eq(jewelry.id, row.id));
      continue;
    }
    const [updated] = await tx
      .update(jewelry)
      .set({ ...columns, updatedAt: now, updatedBy: actor.id, version: row.version + 1 })
      .where(eq(jewelry.id, row.id))
      .returning();
    if (updated) await enqueueDeliveries(tx, "jewelry", updated);
    others++;
  }
  if (others > 0)
    await recordActivity(tx, actor, {
      action: "jewelry.order-line-update",
      entityType: "jewelry",
      entityId: savedId,
      summary: `${actor.fullName} updated ${others} other jewelry of order line ${orderLineText(saved.orderNumber, saved.lineNumber)}`,
    });
  return others;
}
