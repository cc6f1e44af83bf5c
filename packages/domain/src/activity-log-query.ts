import { z } from "zod";
import { activityActions } from "./activity";
import { activityLogList, activityLogSearchMinLength } from "./activity-log-list";
import { listQuerySchema } from "./list-query-schema";
import { pageSchema } from "./paging";

// The log's filters (spec 002 §2 'Activity log': search by cert, date range, user). The search
// matches any part of an entry's subject (a certificate number, or a company's or administrator's
// name), whatever the case. Dates arrive as instants, as every list's do: the browser turns the
// chosen days into its own midnights with the shared date rule (date-range.ts), [from, to).
const activityLogFilterFields = z.object({
  search: z
    .string()
    .trim()
    .max(80)
    .refine((value) => value === "" || value.length >= activityLogSearchMinLength, {
      message: `search needs at least ${activityLogSearchMinLength} characters`,
    })
    .optional(),
  administratorId: z.uuid("administratorId must be an administrator's id").optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
});

const datesInOrder = ({ createdFrom, createdTo }: { createdFrom?: string; createdTo?: string }) =>
  !createdFrom || !createdTo || Date.parse(createdFrom) <= Date.parse(createdTo);
const datesInOrderIssue = { message: "createdTo cannot be before createdFrom", path: ["createdTo"] };

export const activityLogFilterSchema = activityLogFilterFields.refine(datesInOrder, datesInOrderIssue);
export type ActivityLogFilter = z.infer<typeof activityLogFilterSchema>;

export const activityLogListQuerySchema = listQuerySchema(activityLogList)
  .extend(activityLogFilterFields.shape)
  .refine(datesInOrder, datesInOrderIssue);
export type ActivityLogListQuery = z.infer<typeof activityLogListQuerySchema>;

// The export: every entry the filters select, as a spreadsheet or CSV.
const activityLogExportFormats = ["xlsx", "csv"] as const;
export const activityLogExportQuerySchema = activityLogFilterFields
  .extend({ format: z.enum(activityLogExportFormats).default("xlsx") })
  .refine(datesInOrder, datesInOrderIssue);

const changeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

// One entry as the log shows it: when, who, the sentence, the record and, for updates, its changes.
export const activityLogItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  administratorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(activityActions),
  entityType: z.string(),
  entityId: z.string(),
  subject: z.string(),
  summary: z.string(),
  changes: z.array(changeSchema),
});
export type ActivityLogItem = z.infer<typeof activityLogItemSchema>;

export const activityLogPageSchema = pageSchema(activityLogItemSchema);

// Who the user filter offers: every administrator, by name.
export const activityLogUserSchema = z.object({ id: z.string(), fullName: z.string() });
export type ActivityLogUser = z.infer<typeof activityLogUserSchema>;
export const activityLogUsersSchema = z.object({ items: z.array(activityLogUserSchema) });
