import type { SessionUser } from "@loupe/domain/auth";
import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import { messages } from "@loupe/domain/messages";
import { jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { isShippable, shippingKeyOf } from "@loupe/domain/shipping/pending-list";
import type {
  ManualShippingItem,
  ShippingSave,
  ShippingSaveResult,
} from "@loupe/domain/shipping/shipping-save-api";
import { and, eq, inArray, ne, not, or, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../../db/client";
import { createRecords } from "../../db/create-record";
import { isUniqueViolation } from "../../db/errors";
import { lockedBulkUpdate } from "../../db/locked-bulk-update";
import { badRequest, conflict } from "../../http/problem";
import { companies } from "../companies/ports";
import { jewelry } from "../jewelry/ports";
import { shippingSaveAnswers } from "./schema";

type NotShipped = ShippingSaveResult["notShipped"][number];

// A manual item's name on the answer: its stock number, else its order-line.
const manualLabel = (item: ManualShippingItem) =>
  item.stockNumber ||
  (item.orderNumber
    ? `order ${item.orderNumber}${item.lineNumber === null ? "" : `-${item.lineNumber}`}`
    : "") ||
  `manual ${item.jewelryType}`;

// The companies a manual item names must exist (a 400 naming the item; the save rolls back whole).
async function assertCompanies(tx: Executor, items: ManualShippingItem[]): Promise<void> {
  const ids = [...new Set(items.flatMap((item) => [item.clientId, item.customerId ?? []].flat()))];
  if (ids.length === 0) return;
  const found = new Set(
    (await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids))).map(
      (row) => row.id,
    ),
  );
  items.forEach((item, index) => {
    if (!found.has(item.clientId))
      throw badRequest(`${manualLabel(item)}: ${messages.companyGone("client")}`, [
        { field: `body.manualItems.${index}.clientId`, message: messages.companyGone("client") },
      ]);
    if (item.customerId && !found.has(item.customerId))
      throw badRequest(`${manualLabel(item)}: ${messages.companyGone("customer")}`, [
        { field: `body.manualItems.${index}.customerId`, message: messages.companyGone("customer") },
      ]);
  });
}

// Existing records: every unshipped one with a certificate or stock number is shipped, its rows
// locked first (a second station saving the same item waits, then finds it shipped and reports
// it); the rest are named with the reason.
async function shipExisting(
  tx: Executor,
  actor: SessionUser,
  ids: string[],
  shippedOn: Date,
  processedBy: string,
): Promise<{ shipped: number; notShipped: NotShipped[] }> {
  if (ids.length === 0) return { shipped: 0, notShipped: [] };
  const written = await lockedBulkUpdate(tx, actor, {
    table: jewelry,
    where: and(
      inArray(jewelry.id, ids),
      not(jewelry.hasBeenShipped),
      or(ne(jewelry.certificateNumber, ""), ne(jewelry.stockNumber, "")),
    ),
    set: () => ({
      hasBeenShipped: true,
      shippedOn,
      processedBy,
      updatedAt: sql`now()`,
      updatedBy: actor.id,
      version: sql`${jewelry.version} + 1`,
    }),
    activity: (after) => ({
      action: "ship",
      entityType: "jewelry",
      entityId: after.id,
      subject: certificateLabel(after) || after.stockNumber,
      summary: `${actor.fullName} shipped jewelry ${shippingKeyOf(after)} (processed by ${processedBy})`,
    }),
  });
  const shippedIds = new Set(written.map(({ after }) => after.id));
  const others = ids.filter((id) => !shippedIds.has(id));
  if (others.length === 0) return { shipped: written.length, notShipped: [] };
  const rows = await tx
    .select({
      id: jewelry.id,
      certificateNumber: jewelry.certificateNumber,
      stockNumber: jewelry.stockNumber,
      clientSku: jewelry.clientSku,
      hasBeenShipped: jewelry.hasBeenShipped,
      processedBy: jewelry.processedBy,
    })
    .from(jewelry)
    .where(inArray(jewelry.id, others));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notShipped = others.map((id): NotShipped => {
    const row = byId.get(id);
    if (!row) return { id, label: id, reason: messages.shippingItemGone };
    const label = shippingKeyOf(row) || certificateLabel(row) || id;
    if (!isShippable(row)) return { id, label, reason: messages.shippingSkippedNoNumber };
    return { id, label, reason: messages.shippingShippedMeanwhile(row.processedBy || "another station") };
  });
  return { shipped: written.length, notShipped };
}

// Manual items ('Add Manually') are created shipped, as custom items, one create entry each; one
// without a stock number (it has no certificate number) is skipped and named.
async function createManual(
  tx: Executor,
  actor: SessionUser,
  items: ManualShippingItem[],
  shippedOn: Date,
  processedBy: string,
): Promise<{ created: number; notShipped: NotShipped[] }> {
  await assertCompanies(tx, items);
  const shippable = items.filter((item) =>
    isShippable({ certificateNumber: "", stockNumber: item.stockNumber }),
  );
  const notShipped = items
    .filter((item) => !shippable.includes(item))
    .map((item) => ({ id: item.id, label: manualLabel(item), reason: messages.shippingSkippedNoNumber }));
  if (shippable.length === 0) return { created: 0, notShipped };
  const templateId = jewelryTemplates[0].id;
  await createRecords(tx, actor, {
    table: jewelry,
    values: shippable.map((item) => ({
      id: uuidv7(),
      templateId,
      jewelryType: item.jewelryType,
      clientId: item.clientId,
      customerId: item.customerId,
      orderNumber: item.orderNumber,
      lineNumber: item.lineNumber,
      purchaseOrder: item.purchaseOrder,
      clientSku: item.clientSku,
      // 'Item/Stock #' is both.
      stockNumber: item.stockNumber,
      itemNumber: item.stockNumber,
      customItem: true,
      hasBeenShipped: true,
      shippedOn,
      processedBy,
      // Not a graded certificate: nothing to send to the spreadsheet.
      updateSpreadsheet: false,
      createdBy: actor.id,
      updatedBy: actor.id,
    })),
    activity: (values) => ({
      action: "create",
      entityType: "jewelry",
      entityId: values.id as string,
      subject: values.stockNumber ?? "",
      summary: `${actor.fullName} added custom item ${values.stockNumber} to the shipping log (processed by ${processedBy})`,
    }),
  });
  return { created: shippable.length, notShipped };
}

async function storedAnswer(
  db: Executor,
  actor: SessionUser,
  key: string,
): Promise<ShippingSaveResult | null> {
  const [row] = await db
    .select()
    .from(shippingSaveAnswers)
    .where(eq(shippingSaveAnswers.idempotencyKey, key));
  if (!row) return null;
  if (row.administratorId !== actor.id) throw conflict(messages.shippingKeyReused);
  return row.answer;
}

// Save Log (spec 001 §4.5, §7.5): all in one transaction, with the answer stored under the
// attempt's idempotency key in that same transaction. A retry with the key answers the stored
// answer; two requests racing with one key: the second's insert of the key fails, its transaction
// rolls back whole, and it answers the first's.
export async function saveShippingLog(
  db: Database,
  actor: SessionUser,
  save: ShippingSave,
): Promise<ShippingSaveResult> {
  const earlier = await storedAnswer(db, actor, save.idempotencyKey);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const shippedOn = new Date();
      const { processedBy } = save;
      const ids = [...new Set(save.itemIds)];
      const existing = await shipExisting(tx, actor, ids, shippedOn, processedBy);
      const manual = await createManual(tx, actor, save.manualItems, shippedOn, processedBy);
      const answer: ShippingSaveResult = {
        shippedOn: shippedOn.toISOString(),
        processedBy,
        shipped: existing.shipped,
        created: manual.created,
        notShipped: [...existing.notShipped, ...manual.notShipped],
      };
      await tx
        .insert(shippingSaveAnswers)
        .values({ idempotencyKey: save.idempotencyKey, administratorId: actor.id, answer });
      return answer;
    });
  } catch (error) {
    if (!isUniqueViolation(error, "shipping_save_answers_pkey")) throw error;
    const first = await storedAnswer(db, actor, save.idempotencyKey);
    if (!first) throw error;
    return first;
  }
}
