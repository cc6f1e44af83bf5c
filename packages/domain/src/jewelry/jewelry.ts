import { z } from "zod";
import { certificateKeySchema } from "../certificates/certificate-key-schema";
import { certificatePublicPath, type PublicCandidate } from "../certificates/certificate-type";
import {
  cardPrintFields,
  certificateRecordFields,
  fileReferenceSchema,
  limitedText,
  optionalIdSchema,
  spreadsheetDeliverySchema,
  optionalText as text,
} from "../certificates/record-fields";
import { descriptionMaxLength, maxCenterStones } from "../constants";
import { messages } from "../messages";
import { qaStatuses } from "../options/jewelry";
import { jewelryTemplates } from "../options/jewelry-templates";
import { optionalPriceSchema } from "../price-schema";
import { centerStoneSchema, mainStoneSchema, sideStoneSchema } from "./stones";
import { stripHtml } from "./strip-html";
import { jewelryVideoName } from "./video-name";

// A jewelry certificate (spec 001 §3.1). Field names are ours (camelCase, no abbreviations); the
// spec's names (CertNum, MainStoneShape …) appear only where outside systems and files need them.

export const jewelryTemplateIdSchema = z.union(jewelryTemplates.map((template) => z.literal(template.id)));
export const qaStatusSchema = z.enum(["", ...qaStatuses], messages.qaStatusInvalid);

// Certificate number, SKUs and the order, stock, item, PO and tracking numbers are keys people
// search by (upper-cased, spec 001 §5.2; whitespace removed, §5.1 and §5.5): stored compacted.
const key = certificateKeySchema;
// US dollars and cents (price-schema.ts): the editor's Quality and billing card and imports.
const money = optionalPriceSchema;

// What the editor (and each imported row) sends. Server-owned fields (created, views, ColoredStone,
// NewlyAdded, update_spreadsheet, addedBarcode, the shipping log's fields, CardCertPrinted) are not
// in it.
export const jewelrySaveSchema = z.object({
  templateId: jewelryTemplateIdSchema,
  jewelryType: text(60),
  certificateNumber: key(40),
  clientSku: key(60),
  // The item's own SKU, kept apart from the client's (billing searches it, spec 001 §2.5).
  sku: key(60),
  stockNumber: key(60),
  itemNumber: key(60),
  orderNumber: key(60),
  lineNumber: z.number().int().min(0).max(999_999).nullable().default(null),
  purchaseOrder: key(60),
  trackingNumber: key(60),
  clientId: optionalIdSchema,
  customerId: optionalIdSchema,
  customerLogoFileId: optionalIdSchema,
  metal: text(60),
  // The piece's own size as the card prints it ('Measurement', spec 001 §7.2), free text.
  measurement: text(80),
  inscription: text(120),
  description: z
    .string()
    .overwrite(stripHtml)
    .trim()
    .max(descriptionMaxLength, messages.textOverLimit)
    .default(""),
  certificateComments: limitedText,
  cardDescription: text(300),
  mainStone: mainStoneSchema.prefault({}),
  hasSideStones: z.boolean().default(false),
  sideStone: sideStoneSchema.prefault({}),
  isMultipleCenterStones: z.boolean().default(false),
  centerStones: z.array(centerStoneSchema).max(maxCenterStones, messages.maxCenterStones).default([]),
  certificateVideoFileId: optionalIdSchema,
  // The rendered video's file name, named as every jewelry video (video-name.ts).
  outputFileName: z.string().trim().max(120).overwrite(jewelryVideoName).default(""),
  usingCertAsOutputFileName: z.boolean().default(false),
  renderStatus: text(40),
  isStolen: z.boolean().default(false),
  qaStatus: qaStatusSchema.default(""),
  retailPrice: money,
  totalCertPrice: money,
  totalCertCost: money,
});
export type JewelrySave = z.infer<typeof jewelrySaveSchema>;
export type JewelrySaveInput = z.input<typeof jewelrySaveSchema>;

export const jewelryUpdateSchema = jewelrySaveSchema.extend({ version: z.number().int().positive() });
export type JewelryUpdate = z.infer<typeof jewelryUpdateSchema>;

export const jewelrySchema = jewelrySaveSchema
  .omit({ clientId: true, customerId: true, customerLogoFileId: true, certificateVideoFileId: true })
  .extend({
    ...certificateRecordFields,
    productType: z.literal("Jewelry"),
    template: z.object({ id: jewelryTemplateIdSchema, name: z.string() }),
    customerLogo: fileReferenceSchema.nullable(),
    // False only when both stone types contain 'Diamond' (colored-stone.ts), set on Save.
    coloredStone: z.boolean(),
    // Set by the shipping log (spec 001 §4.5); a manually added item is a custom item.
    hasBeenShipped: z.boolean(),
    shippedOn: z.string().nullable(),
    processedBy: z.string(),
    customItem: z.boolean(),
    ...cardPrintFields,
  });
export type Jewelry = z.infer<typeof jewelrySchema>;

// The address of a record's public digital certificate (spec 001 §7.1).
export function jewelryPublicPath(record: PublicCandidate): string | null {
  return certificatePublicPath("jewelry", record);
}

// The editor's render switch is on while a render is asked for or running (spec 001 §2.3).
export function isRenderRequested(renderStatus: string): boolean {
  return renderStatus !== "" && renderStatus !== "ready";
}

// Save answers the saved record and how many other records of its order line took its data
// (order-line.ts); Create Digital Certificate also says whether the spreadsheet took it.
export const jewelrySaveResultSchema = z.object({
  jewelry: jewelrySchema,
  orderLineUpdated: z.number().int(),
  spreadsheet: spreadsheetDeliverySchema,
});
export type JewelrySaveResult = z.infer<typeof jewelrySaveResultSchema>;
