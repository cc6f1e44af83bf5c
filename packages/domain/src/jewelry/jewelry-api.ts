import { z } from "zod";
import { jewelryFilterSchema } from "./jewelry-list-query";
import { skuDefaultsSchema } from "./sku-defaults";

// The jewelry API's own request and answer shapes, beyond the record, the save and the list
// (jewelry.ts, jewelry-list-query.ts). Routes, under /api/jewelry:
//   GET    /api/jewelry                         list (jewelryListQuerySchema → jewelryPageSchema)
//   GET    /api/jewelry/:id                     one record (jewelrySchema)
//   POST   /api/jewelry[?digitalCertificate=]   create (jewelrySaveSchema → 201 jewelrySaveResultSchema)
//   PUT    /api/jewelry/:id[?digitalCertificate=] update (jewelryUpdateSchema → jewelrySaveResultSchema)
//   DELETE /api/jewelry/:id                     204
//   GET    /api/jewelry/order-line?orderNumber=&lineNumber=&excludeId=  orderLineCountSchema
//   POST   /api/jewelry/:id/print-card          { message } (messages.jewelryCardSent)
//   POST   /api/jewelry/print-multiple          printMultipleRequestSchema → printMultipleResultSchema
//   POST   /api/jewelry/print-multiple/preview  printMultipleRequestSchema → printMultiplePreviewSchema
//   POST   /api/jewelry/clear-card-db           clearCardDbResultSchema
//   GET    /api/jewelry/sku-defaults/:clientSku skuDefaultsSchema, 404 when the SKU has none
//   PUT    /api/jewelry/sku-defaults            skuDefaultsSchema → skuDefaultsSchema
//   GET    /api/jewelry/export.xlsx, /api/jewelry/qr.csv (list filters), POST /api/jewelry/import…
//          as the diamond import (preview, then one-transaction commit).

// How many other records of an order line a plain Save will change (shown before saving).
export const orderLineCountQuerySchema = z.object({
  orderNumber: z.string().trim().max(60),
  lineNumber: z.coerce.number().int().min(0).max(999_999),
  excludeId: z.uuid().optional(),
});
export const orderLineCountSchema = z.object({ others: z.number().int().min(0) });
export type OrderLineCount = z.infer<typeof orderLineCountSchema>;

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
