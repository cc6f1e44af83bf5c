import { z } from "zod";
import { certificateKeySchema } from "../certificates/certificate-key-schema";
import { certificatePublicPath, type PublicCandidate } from "../certificates/certificate-type";
import {
  blankClarity,
  blankColor,
  cardPrintFields,
  certificateRecordFields,
  claritySchema,
  colorSchema,
  companyReferenceSchema,
  limitedText,
  optionalIdSchema,
  percentSchema as percent,
  spreadsheetDeliverySchema,
  optionalText as text,
} from "../certificates/record-fields";
import { listQuerySchema } from "../list-query-schema";
import { originFilterOptions } from "../options/diamond-extras";
import { diamondTemplates } from "../options/diamond-templates";
import { pageSchema } from "../paging";
import { optionalPriceSchema } from "../price-schema";
import { optionalWebLinkSchema } from "../web-link-schema";
import { diamondList, imperfectionFilterOptions } from "./diamond-list";

// Kept for the diamond screens and server, which import them from here.
export { publicMediaPath, type VideoReference, videoReferenceSchema } from "../certificates/record-fields";

// A diamond certificate (spec 000 §3). Field names are ours (camelCase, no abbreviations); the
// spec's names (CertNum, ClientSKU …) appear only where outside systems and files need them.

export const diamondTemplateIdSchema = z.union(diamondTemplates.map((template) => z.literal(template.id)));
export const manufacturedAsSchema = z.enum(["", "Lab Grown", "Natural Stone"]);
// What the form (and each imported row) sends. Shape and grades are free text checked against
// nothing but their length: the option lists grow through attributes, and imports bring old data.
export const diamondSaveSchema = z.object({
  templateId: diamondTemplateIdSchema,
  certificateNumber: certificateKeySchema(40),
  clientSku: certificateKeySchema(60),
  stockNumber: text(60),
  price: optionalPriceSchema,
  inscription: text(120),
  shape: text(60),
  weight: z.number().positive().max(100_000).nullable().default(null),
  cut: text(40),
  polish: text(40),
  symmetry: text(40),
  fluorescence: text(40),
  girdle: text(40),
  measurements: text(80),
  table: percent,
  depth: percent,
  color: colorSchema.default(blankColor),
  clarity: claritySchema.default(blankClarity),
  description: limitedText,
  certificateComments: limitedText,
  manufacturedAs: manufacturedAsSchema.default(""),
  clientId: optionalIdSchema,
  customerId: optionalIdSchema,
  certificateVideoFileId: optionalIdSchema,
  imperfectionUrl: optionalWebLinkSchema(500),
  orderNumber: text(60),
  lineNumber: text(60),
});
export type DiamondSave = z.infer<typeof diamondSaveSchema>;
export type DiamondSaveInput = z.input<typeof diamondSaveSchema>;

export const diamondUpdateSchema = diamondSaveSchema.extend({ version: z.number().int().positive() });
export type DiamondUpdate = z.infer<typeof diamondUpdateSchema>;

export const diamondSchema = diamondSaveSchema
  .omit({ clientId: true, customerId: true, certificateVideoFileId: true })
  .extend({
    ...certificateRecordFields,
    ...cardPrintFields,
    template: z.object({ id: diamondTemplateIdSchema, name: z.string() }),
  });
export type Diamond = z.infer<typeof diamondSchema>;

export const diamondListItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  certificateNumber: z.string(),
  clientSku: z.string(),
  client: companyReferenceSchema.nullable(),
  customer: companyReferenceSchema.nullable(),
  template: z.object({ id: diamondTemplateIdSchema, name: z.string() }),
  weight: z.number().nullable(),
  price: z.number().nullable(),
  shape: z.string(),
  manufacturedAs: z.string(),
  imperfectionUrl: z.string(),
  publicPath: z.string().nullable(),
  incomplete: z.boolean(),
  ...cardPrintFields,
});
export type DiamondListItem = z.infer<typeof diamondListItemSchema>;

// The list's filters (spec 000 §2, §5). Dates arrive as instants: the browser turns the chosen
// days into its own midnights with the shared date rule (date-range.ts).
export const diamondFilterSchema = z.object({
  search: z
    .string()
    .trim()
    .max(60)
    .transform((value) => value.toUpperCase())
    .optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  templateId: z.coerce.number().pipe(diamondTemplateIdSchema).optional(),
  clientId: z.uuid().optional(),
  shape: z.string().trim().max(60).optional(),
  origin: z.enum(originFilterOptions).optional(),
  imperfections: z.enum(imperfectionFilterOptions).optional(),
});
export type DiamondFilter = z.infer<typeof diamondFilterSchema>;

export const diamondListQuerySchema = listQuerySchema(diamondList).extend(diamondFilterSchema.shape);
export type DiamondListQuery = z.infer<typeof diamondListQuerySchema>;

export const diamondPageSchema = pageSchema(diamondListItemSchema);

// The address of a record's public digital certificate (spec 000 §7): by certificate number,
// or by client SKU for a record that has none yet.
export function diamondPublicPath(record: PublicCandidate): string | null {
  return certificatePublicPath("diamond", record);
}

// Save and Create Digital Certificate answer the saved record; the latter also says whether the
// spreadsheet took it.
export const diamondSaveResultSchema = z.object({
  diamond: diamondSchema,
  spreadsheet: spreadsheetDeliverySchema,
});
export type DiamondSaveResult = z.infer<typeof diamondSaveResultSchema>;

export const printCardResultSchema = z.object({ message: z.string() });
