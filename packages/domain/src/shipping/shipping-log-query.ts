import { z } from "zod";
import { companyReferenceSchema } from "../certificates/record-fields";
import { listQuerySchema } from "../list-query-schema";
import { pageSchema } from "../paging";
import {
  defaultShippingSearchType,
  shippingLogList,
  shippingSearchText,
  shippingSearchTypes,
} from "./shipping-log-list";

// One row of the shipping log (spec 001 §2.6): Intake (created), Shipped On, Client, Customer,
// Order Number (order-line), Purchase Order, Item Type, Client SKU, Certificate # (or the stock
// number), Processed By.
export const shippingLogItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  shippedOn: z.string(),
  client: companyReferenceSchema.nullable(),
  customer: companyReferenceSchema.nullable(),
  orderNumber: z.string(),
  lineNumber: z.number().int().nullable(),
  purchaseOrder: z.string(),
  jewelryType: z.string(),
  clientSku: z.string(),
  certificateNumber: z.string(),
  stockNumber: z.string(),
  trackingNumber: z.string(),
  processedBy: z.string(),
});
export type ShippingLogItem = z.infer<typeof shippingLogItemSchema>;

// The log's filters (spec 001 §2.6, §5.5, §7.5): the chosen key (whitespace removed, upper-cased),
// the shipped-on range as instants [shippedFrom, shippedTo) (the browser applies the shared date
// rule), a customer and a style (jewelry type).
const shippingLogFilterFields = z.object({
  search: z.string().max(80, "search is at most 80 characters").transform(shippingSearchText).optional(),
  searchType: z.enum(shippingSearchTypes).default(defaultShippingSearchType),
  shippedFrom: z.iso.datetime({ offset: true, message: "shippedFrom must be a date and time" }).optional(),
  shippedTo: z.iso.datetime({ offset: true, message: "shippedTo must be a date and time" }).optional(),
  customerId: z.uuid("customerId must be a customer's id").optional(),
  jewelryType: z.string().trim().max(60, "jewelryType is at most 60 characters").optional(),
});

const datesInOrder = ({ shippedFrom, shippedTo }: { shippedFrom?: string; shippedTo?: string }) =>
  !shippedFrom || !shippedTo || Date.parse(shippedFrom) <= Date.parse(shippedTo);
const datesInOrderIssue = { message: "End date cannot be before start date.", path: ["shippedTo"] };

export const shippingLogFilterSchema = shippingLogFilterFields.refine(datesInOrder, datesInOrderIssue);
export type ShippingLogFilter = z.infer<typeof shippingLogFilterSchema>;

export const shippingLogListQuerySchema = listQuerySchema(shippingLogList)
  .extend(shippingLogFilterFields.shape)
  .refine(datesInOrder, datesInOrderIssue);
export type ShippingLogListQuery = z.infer<typeof shippingLogListQuerySchema>;

export const shippingLogPageSchema = pageSchema(shippingLogItemSchema);
