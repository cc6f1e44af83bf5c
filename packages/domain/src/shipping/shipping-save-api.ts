import { z } from "zod";
import { certificateKeySchema } from "../certificates/certificate-key-schema";
import { messages } from "../messages";
import { jewelryTypes } from "../options/jewelry";
import { shippingSearchKeys } from "./scan";

// The New Shipping Log's API (spec 001 §7.5 'Add-to-log search' and 'Save Log'; issue 23 item 3).

const key = certificateKeySchema;
const lineNumber = z.number().int().min(0).max(999_999).nullable().default(null);

// GET /api/shipping/unshipped: unshipped jewelry by the chosen key, or by order and line.
export const unshippedSearchQuerySchema = z.object({
  key: z.enum(shippingSearchKeys, "Choose what to search by: Order #, Cert #, Item #, PO # or Tracking #"),
  value: key(60).pipe(z.string().min(1, "Type or scan what to search for")),
  lineNumber: z.coerce.number().int("The line number is a whole number").min(0).max(999_999).optional(),
});
export type UnshippedSearchQuery = z.infer<typeof unshippedSearchQuerySchema>;

// At most this many found items are answered at once (an order of a few hundred pieces fits).
export const unshippedSearchLimit = 500;

export const unshippedItemSchema = z.object({
  id: z.string(),
  certificateNumber: z.string(),
  stockNumber: z.string(),
  itemNumber: z.string(),
  orderNumber: z.string(),
  lineNumber: z.number().nullable(),
  purchaseOrder: z.string(),
  trackingNumber: z.string(),
  clientSku: z.string(),
  jewelryType: z.string(),
  client: z.string(),
  customer: z.string(),
});
export type UnshippedItem = z.infer<typeof unshippedItemSchema>;

export const unshippedSearchResultSchema = z.object({
  items: z.array(unshippedItemSchema),
  // More matched than unshippedSearchLimit.
  truncated: z.boolean(),
});
export type UnshippedSearchResult = z.infer<typeof unshippedSearchResultSchema>;

// 'Add Manually' ('Enter Required Data'): Client and Jewelry Type are required.
export const manualShippingItemSchema = z.object({
  // The station's own id for the line, so the answer can name it.
  id: z.uuid(),
  clientId: z.uuid(messages.shippingClientRequired),
  jewelryType: z.enum(jewelryTypes, messages.shippingJewelryTypeRequired),
  customerId: z.uuid().nullable().default(null),
  orderNumber: key(60),
  lineNumber,
  purchaseOrder: key(60),
  clientSku: key(60),
  // 'Item/Stock #'.
  stockNumber: key(60),
});
export type ManualShippingItem = z.infer<typeof manualShippingItemSchema>;
export type ManualShippingItemInput = z.input<typeof manualShippingItemSchema>;

// Most items one Save Log ships (a morning's scans fit many times over).
export const shippingSaveMaxItems = 2000;

// POST /api/shipping/save.
export const shippingSaveSchema = z
  .object({
    // A fresh uuid per save attempt, kept with the pending list: a retry with the same key answers
    // the first answer instead of saving again.
    idempotencyKey: z.uuid("The save key must be a uuid"),
    processedBy: z
      .string(messages.shippingNoProcessor)
      .trim()
      .max(120)
      .overwrite((name) => name.replace(/\s+/g, " ").toUpperCase())
      .pipe(z.string().min(1, messages.shippingNoProcessor)),
    itemIds: z.array(z.uuid("An item id is not valid")).max(shippingSaveMaxItems).default([]),
    manualItems: z.array(manualShippingItemSchema).max(shippingSaveMaxItems).default([]),
  })
  .refine((save) => save.itemIds.length + save.manualItems.length > 0, {
    message: messages.shippingNothingToSave,
    path: ["itemIds"],
  })
  .refine((save) => save.itemIds.length + save.manualItems.length <= shippingSaveMaxItems, {
    message: `Save at most ${shippingSaveMaxItems} items at a time.`,
    path: ["itemIds"],
  });
export type ShippingSave = z.infer<typeof shippingSaveSchema>;
export type ShippingSaveInput = z.input<typeof shippingSaveSchema>;

// An item of the save that was not shipped, and why (skipped, shipped meanwhile, gone).
export const notShippedSchema = z.object({ id: z.string(), label: z.string(), reason: z.string() });

export const shippingSaveResultSchema = z.object({
  shippedOn: z.string(),
  processedBy: z.string(),
  // Existing records shipped, and manual ones created shipped.
  shipped: z.number().int(),
  created: z.number().int(),
  notShipped: z.array(notShippedSchema),
});
export type ShippingSaveResult = z.infer<typeof shippingSaveResultSchema>;

// GET /api/shipping/save-settings: the order-tracking site Add Manually links to (a setting).
export const shippingSaveSettingsSchema = z.object({ orderTrackingUrl: z.string().nullable() });
export type ShippingSaveSettings = z.infer<typeof shippingSaveSettingsSchema>;
