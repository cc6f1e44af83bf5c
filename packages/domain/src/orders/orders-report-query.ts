import { z } from "zod";
import { compactCertificateKey } from "../certificates/certificate-key";
import { companyReferenceSchema } from "../certificates/record-fields";
import { listQuerySchema } from "../list-query-schema";
import { pageSchema } from "../paging";
import { defaultOrdersSearchType, ordersReportList, ordersSearchTypes } from "./orders-report";

// One row of the orders report: Client, Venue (the customer), Order-Line, PO, Stock #, SKU,
// Certificate, Retail Price, Total Cert Price (US dollars, null when not given), Card Printed,
// Shipped.
export const ordersReportItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  client: companyReferenceSchema.nullable(),
  customer: companyReferenceSchema.nullable(),
  orderNumber: z.string(),
  lineNumber: z.number().int().nullable(),
  purchaseOrder: z.string(),
  stockNumber: z.string(),
  clientSku: z.string(),
  certificateNumber: z.string(),
  retailPrice: z.number().nullable(),
  totalCertPrice: z.number().nullable(),
  cardCertPrinted: z.boolean(),
  hasBeenShipped: z.boolean(),
});
export type OrdersReportItem = z.infer<typeof ordersReportItemSchema>;

// The report's filters: the chosen key (compacted as stored keys are: no whitespace, upper case),
// matched as the jewelry list matches it, and the intake (created) range as instants [from, to).
const ordersFilterFields = z.object({
  search: z.string().max(80, "search is at most 80 characters").transform(compactCertificateKey).optional(),
  searchType: z.enum(ordersSearchTypes).default(defaultOrdersSearchType),
  createdFrom: z.iso.datetime({ offset: true, message: "createdFrom must be a date and time" }).optional(),
  createdTo: z.iso.datetime({ offset: true, message: "createdTo must be a date and time" }).optional(),
});

const datesInOrder = ({ createdFrom, createdTo }: { createdFrom?: string; createdTo?: string }) =>
  !createdFrom || !createdTo || Date.parse(createdFrom) <= Date.parse(createdTo);
const datesInOrderIssue = { message: "End date cannot be before start date.", path: ["createdTo"] };

export const ordersReportFilterSchema = ordersFilterFields.refine(datesInOrder, datesInOrderIssue);
export type OrdersReportFilter = z.infer<typeof ordersReportFilterSchema>;

export const ordersReportQuerySchema = listQuerySchema(ordersReportList)
  .extend(ordersFilterFields.shape)
  .refine(datesInOrder, datesInOrderIssue);
export type OrdersReportQuery = z.infer<typeof ordersReportQuerySchema>;

export const ordersReportPageSchema = pageSchema(ordersReportItemSchema);
