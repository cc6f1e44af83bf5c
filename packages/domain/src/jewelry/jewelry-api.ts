import { z } from "zod";
import { jewelrySaveSchema, jewelryUpdateSchema } from "./jewelry";
import { jewelryFilterSchema } from "./jewelry-list-query";
import { skuDefaultsSchema } from "./sku-defaults";

// The jewelry API's own request and answer shapes, beyond the record, the save and the list
// (jewelry.ts, jewelry-list-query.ts). Routes, under /api/jewelry:
//   GET    /api/jewelry                         list (jewelryListQuerySchema → jewelryPageSchema)
//   GET    /api/jewelry/:id                     one record (jewelrySchema)
//   POST   /api/jewelry[?digitalCertificate=]   create (jewelrySaveSchema → 201 jewelrySaveResultSchema)
//   PUT    /api/jewelry/:id[?digitalCertificate=] update (jewelryUpdateSchema → jewelrySaveResultSchema)
//   DELETE /api/jewelry/:id                     204
//   GET    /api/jewelry/order-line?orderNumber=&lineNumber=&excludeId=  orderLineSchema
//          (a plain Save's body carries orderLine, what the user confirmed: jewelrySaveRequestSchema)
//   POST   /api/jewelry/:id/print-card          { message } (messages.jewelryCardSent)
//   POST   /api/jewelry/print-multiple          printMultipleRequestSchema → printMultipleResultSchema
//   POST   /api/jewelry/print-multiple/preview  printMultipleRequestSchema → printMultiplePreviewSchema
//   POST   /api/jewelry/clear-card-db           clearCardDbResultSchema
//   GET    /api/jewelry/sku-defaults/:clientSku skuDefaultsSchema, null when the SKU has none
//   PUT    /api/jewelry/sku-defaults            skuDefaultsSchema → skuDefaultsSchema
//   GET    /api/jewelry/export.xlsx, /api/jewelry/qr.csv (list filters), POST /api/jewelry/import…
//          as the diamond import (preview, then one-transaction commit).

// The other records of an order line as stored now, for the change set a plain Save would make
// (order-line-changes.ts), with the names of the companies and logos they refer to.
export const orderLineQuerySchema = z.object({
  orderNumber: z.string().trim().max(60),
  lineNumber: z.coerce.number().int().min(0).max(999_999),
  excludeId: z.uuid().optional(),
});
export const orderLineMemberSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  certificateNumber: z.string(),
  record: jewelrySaveSchema,
});
export const orderLineSchema = z.object({
  members: z.array(orderLineMemberSchema),
  names: z.record(z.string(), z.string()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

// What the user confirmed before a plain Save that the order-line rule touches: the other records
// of the line in the state the change set was shown from, and whether the saved record keeps its
// typed inscription. The server refuses (409) when the line is no longer in that state.
export const orderLineConfirmationSchema = z.object({
  members: z.array(z.object({ id: z.uuid(), version: z.number().int().positive() })).max(10_000),
  keepInscription: z.boolean().default(false),
});
export type OrderLineConfirmation = z.infer<typeof orderLineConfirmationSchema>;
export type OrderLineConfirmationInput = z.input<typeof orderLineConfirmationSchema>;

// Save and update bodies: the record, and for a plain Save on an order line what was confirmed.
const confirmed = { orderLine: orderLineConfirmationSchema.optional() };
export const jewelrySaveRequestSchema = jewelrySaveSchema.extend(confirmed);
export const jewelryUpdateRequestSchema = jewelryUpdateSchema.extend(confirmed);
export type JewelrySaveRequest = z.infer<typeof jewelrySaveRequestSchema>;
export type JewelryUpdateRequest = z.infer<typeof jewelryUpdateRequestSchema>;

// Print Multiple (spec 001 §2.2): the records ticked, in the order given (across the list's pages),
// or every record the list's filter matches ('select all N matching', newest first, resolved by
// the server). At most printMultipleMax cards a time. Each answers on its own, so one failure does
// not hide what went through.
export const printMultipleMax = 500;
export const printMultipleRequestSchema = z
  .object({
    ids: z
      .array(z.uuid("The id is not valid"))
      .min(1, "Select at least one certificate.")
      .max(printMultipleMax, `Select at most ${printMultipleMax} certificates.`)
      .optional(),
    allMatching: jewelryFilterSchema.optional(),
  })
  .refine((request) => (request.ids === undefined) !== (request.allMatching === undefined), {
    message: "Select at least one certificate.",
  });
export type PrintMultipleRequest = z.input<typeof printMultipleRequestSchema>;

// What Print Multiple will print, shown before it does: how many cards, and those printed before
// (the first few named, with when and by whom).
export const printedBeforeSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  cardPrintedAt: z.string().nullable(),
  cardPrintedBy: z.string(),
});
export type PrintedBefore = z.infer<typeof printedBeforeSchema>;
export const printMultiplePreviewSchema = z.object({
  count: z.number().int(),
  printedBeforeCount: z.number().int(),
  printedBefore: z.array(printedBeforeSchema),
});
export type PrintMultiplePreview = z.infer<typeof printMultiplePreviewSchema>;
export const printedBeforeShown = 10;

export const printMultipleOutcomeSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  // Printed and recorded; `sent` alone: the printer took it but it could not be recorded.
  ok: z.boolean(),
  sent: z.boolean(),
  message: z.string(),
});
export const printMultipleResultSchema = z.object({ outcomes: z.array(printMultipleOutcomeSchema) });
export type PrintMultipleOutcome = z.infer<typeof printMultipleOutcomeSchema>;
export type PrintMultipleResult = z.infer<typeof printMultipleResultSchema>;

// Clear Cert Card DB / Asure ID: the printer's own answer, shown in a dialog.
export const clearCardDbResultSchema = z.object({ message: z.string() });
export type ClearCardDbResult = z.infer<typeof clearCardDbResultSchema>;

export { skuDefaultsSchema };
