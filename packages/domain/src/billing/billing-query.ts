import { z } from "zod";
import { listQuerySchema } from "../list-query-schema";
import { isCalendarDay } from "../new-york-days";
import { pageSchema } from "../paging";
import { allBillingClients, billingList, billingSearchTypes, defaultBillingSearchType } from "./billing-list";

// The certificate cost report's API (spec 001 §2.5, §7.4). Dates are New York calendar days
// (YYYY-MM-DD): the server turns them into instants with new-york-days.ts, so the browser's own
// time zone never matters.

const day = (name: string) =>
  z
    .string()
    .refine(isCalendarDay, { message: `${name} must be a day as YYYY-MM-DD` })
    .optional();

const clientId = z.uuid();

const billingFilterFields = z.object({
  // A client's id, or 'all' (also when left out).
  client: z
    .string()
    .refine((value) => value === allBillingClients || clientId.safeParse(value).success, {
      message: "client must be a client's id or 'all'",
    })
    .optional(),
  searchType: z
    .enum(billingSearchTypes, { error: `searchType must be one of ${billingSearchTypes.join(", ")}` })
    .default(defaultBillingSearchType),
  search: z.string().trim().max(80, "search can be at most 80 characters").optional(),
  from: day("from"),
  to: day("to"),
});

const daysInOrder = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const daysInOrderIssue = { message: "to cannot be before from", path: ["to"] };

export const billingFilterSchema = billingFilterFields.refine(daysInOrder, daysInOrderIssue);
export type BillingFilter = z.infer<typeof billingFilterSchema>;

export const billingListQuerySchema = listQuerySchema(billingList)
  .extend(billingFilterFields.shape)
  .refine(daysInOrder, daysInOrderIssue);
export type BillingListQuery = z.infer<typeof billingListQuerySchema>;

// Export selected: the chosen rows' ids (at most a few pages of them).
export const maxSelectedBillingRows = 5000;
export const billingSelectedExportSchema = z.object({
  ids: z
    .array(z.uuid("ids must be jewelry ids"))
    .min(1, "Select at least one row")
    .max(maxSelectedBillingRows, `At most ${maxSelectedBillingRows} rows can be exported at once`),
});

const money = z.number().nullable();

export const billingItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  orderNumber: z.string(),
  lineNumber: z.number().int().nullable(),
  clientName: z.string(),
  certificateNumber: z.string(),
  clientSku: z.string(),
  retailPrice: money,
  totalCertPrice: money,
});
export type BillingItem = z.infer<typeof billingItemSchema>;

// A page plus the sum of Total Cert Price over the whole filtered set (not the page), in dollars.
export const billingPageSchema = pageSchema(billingItemSchema).extend({ totalCertPrice: z.number() });
export type BillingPage = z.infer<typeof billingPageSchema>;

// The billed client a user last chose (null: every client), kept per user on the server.
export const billingClientChoiceSchema = z.object({
  clientId: z.uuid("clientId must be a client's id").nullable(),
});
export const billingClientSchema = z.object({
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
});
export type BillingClient = z.infer<typeof billingClientSchema>;
