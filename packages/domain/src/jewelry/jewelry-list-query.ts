import { z } from "zod";
import { compactCertificateKey } from "../certificates/certificate-key";
import { cardPrintFields, companyReferenceSchema } from "../certificates/record-fields";
import { listQuerySchema } from "../list-query-schema";
import { pageSchema } from "../paging";
import { jewelryTemplateIdSchema } from "./jewelry";
import {
  defaultJewelrySearchType,
  jewelryList,
  jewelrySearchTypes,
  qaStatusFilterOptions,
  stolenFilterOptions,
} from "./jewelry-list";

// One row of the jewelry list (spec 001 §2.2): Intake, Client, Customer, Order # (order-line,
// orderLineText), Certificate #, Client SKU, Template, Style (the jewelry type).
export const jewelryListItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  client: companyReferenceSchema.nullable(),
  customer: companyReferenceSchema.nullable(),
  orderNumber: z.string(),
  lineNumber: z.number().int().nullable(),
  certificateNumber: z.string(),
  clientSku: z.string(),
  template: z.object({ id: jewelryTemplateIdSchema, name: z.string() }),
  jewelryType: z.string(),
  publicPath: z.string().nullable(),
  incomplete: z.boolean(),
  ...cardPrintFields,
});
export type JewelryListItem = z.infer<typeof jewelryListItemSchema>;

// The list's filters (spec 001 §2.2, §5.2). The search is compacted as the stored keys are (no
// whitespace, upper case). Dates arrive as instants: the browser turns the chosen days into its
// own midnights with the shared date rule (date-range.ts).
export const jewelryFilterSchema = z.object({
  search: z.string().max(80).transform(compactCertificateKey).optional(),
  searchType: z.enum(jewelrySearchTypes).default(defaultJewelrySearchType),
  jewelryType: z.string().trim().max(60).optional(),
  templateId: z.coerce.number().pipe(jewelryTemplateIdSchema).optional(),
  clientId: z.uuid().optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  qaStatus: z.enum(qaStatusFilterOptions).optional(),
  stolen: z.enum(stolenFilterOptions).optional(),
});
export type JewelryFilter = z.infer<typeof jewelryFilterSchema>;

export const jewelryListQuerySchema = listQuerySchema(jewelryList).extend(jewelryFilterSchema.shape);
export type JewelryListQuery = z.infer<typeof jewelryListQuerySchema>;

export const jewelryPageSchema = pageSchema(jewelryListItemSchema);
