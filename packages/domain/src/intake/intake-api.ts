// The intake API (issue 13; spec 000 §2, §4, §5, §7): Add From Diamond Track and the queue of
// newly added items. Every endpoint needs a signed-in session.
//
//   POST  /api/intake                       intakeRequestSchema → intakeResultSchema
//         fetches each certificate from Diamond Track and creates the diamond or jewelry record
//         with NewlyAdded true; 200 with one outcome per certificate (even when some failed);
//         400 for an empty or malformed field.
//   GET   /api/intake/newly-added           newlyAddedQuerySchema → newlyAddedPageSchema
//         diamonds and jewelry with NewlyAdded true, merged, newest first, exact total, keyset
//         paged (?limit=50&cursor=…&direction=next|prev&search=…); a search ranks the matches:
//         an exact number first, then numbers starting with it, containing it, looking like
//         it, each newest first (the cursor carries the rank)
//   PATCH /api/intake/newly-added/:type/:id setClientSchema → newlyAddedItemSchema
//         sets the client of one queued item; a stale version is a 409.
//   POST  /api/intake/complete              completeRequestSchema → completeResultSchema
//         completes one or many items in one transaction: NewlyAdded false, update_spreadsheet
//         true, the digital certificate created (its spreadsheet and barcode deliveries queued).
//         Any item without a client: 400, title 'Cannot Complete Item: {certs}', detail 'Doesn't
//         have a Client selected. …', errors[] naming each (field items.N.clientId); nothing done.
//         Any item still missing required fields (incomplete): the same 400, its error 'Please
//         enter all required fields ( in red )' (field items.N.fields).
//         An item may carry the client to set first (Save & Complete): set and completed in the
//         same transaction, logged as the PATCH logs it, then as a completion; a client that does
//         not exist: 400.
//         An item no longer queued: 409; a stale version: 409.
import { z } from "zod";
import { certificateTypes } from "../certificates/certificate-type";
import { companyReferenceSchema } from "../certificates/record-fields";
import { listQuerySchema } from "../list-query-schema";
import { messages } from "../messages";
import { pageSchema } from "../paging";
import { intakeModes, readCertificateList } from "./certificate-list";
import { newlyAddedList, newlyAddedSearchMaxLength } from "./newly-added-list";

export const certificateTypeSchema = z.enum(certificateTypes);

// The popup's form. `certificates` is the field as typed; the server reads it with
// readCertificateList (the popup reads it the same way before sending).
export const intakeRequestSchema = z
  .object({
    type: certificateTypeSchema,
    mode: z.enum(intakeModes),
    certificates: z.string().max(10_000),
    useClientSkuForVideo: z.boolean().default(false),
  })
  .transform((request, context) => {
    const reading = readCertificateList(request.certificates, request.mode);
    if (!reading.ok) {
      context.addIssue({ code: "custom", path: ["certificates"], message: reading.message });
      return z.NEVER;
    }
    return { ...request, certificates: reading.certificates };
  });
export type IntakeRequestInput = z.input<typeof intakeRequestSchema>;
export type IntakeRequest = z.output<typeof intakeRequestSchema>;

// What became of one certificate: created now, already in Loupe (a diamond or jewelry record
// holds the number; nothing is written), unknown to Diamond Track, or failed (Diamond Track
// unreachable or its data refused by our checks; `message` says why). A created item Diamond
// Track graded only partly is kept as the import keeps such rows: incomplete (red), with the
// labels of the fields its template still needs in `missingFields` (empty when complete).
export const intakeOutcomeSchema = z.discriminatedUnion("outcome", [
  z.object({
    certificateNumber: z.string(),
    outcome: z.literal("created"),
    type: certificateTypeSchema,
    id: z.string(),
    missingFields: z.array(z.string()),
  }),
  z.object({
    certificateNumber: z.string(),
    outcome: z.literal("existing"),
    type: certificateTypeSchema,
    id: z.string(),
  }),
  z.object({ certificateNumber: z.string(), outcome: z.literal("unknown") }),
  z.object({ certificateNumber: z.string(), outcome: z.literal("failed"), message: z.string() }),
]);
export type IntakeOutcome = z.infer<typeof intakeOutcomeSchema>;

// `message`: the summary the success dialog shows (intakeSummary).
export const intakeResultSchema = z.object({
  results: z.array(intakeOutcomeSchema),
  message: z.string(),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;

// One row of the newly added table: enough to show, search, set the client and complete it.
export const newlyAddedItemSchema = z.object({
  type: certificateTypeSchema,
  id: z.string(),
  version: z.number().int(),
  created: z.string(),
  certificateNumber: z.string(),
  orderNumber: z.string(),
  // Text for both types (jewelry stores a number; '' when none).
  lineNumber: z.string(),
  clientSku: z.string(),
  // 'Round 1.01 ct' for a diamond, the jewelry type for jewelry.
  summary: z.string(),
  client: companyReferenceSchema.nullable(),
  // Red in the table: its template's required fields are not all there (import-row-status.ts);
  // `missingFields` names them. Completion is refused until it is finished in its editor.
  incomplete: z.boolean(),
  missingFields: z.array(z.string()),
});
export type NewlyAddedItem = z.infer<typeof newlyAddedItemSchema>;

export const newlyAddedQuerySchema = listQuerySchema(newlyAddedList).extend({
  search: z.string().trim().max(newlyAddedSearchMaxLength).optional(),
});
export type NewlyAddedQuery = z.infer<typeof newlyAddedQuerySchema>;

export const newlyAddedPageSchema = pageSchema(newlyAddedItemSchema);
export type NewlyAddedPage = z.infer<typeof newlyAddedPageSchema>;

export const newlyAddedItemParams = z.object({
  type: certificateTypeSchema,
  id: z.uuid("The id is not valid"),
});

// null clears the client.
export const setClientSchema = z.object({
  clientId: z.uuid().nullable(),
  version: z.number().int().positive(),
});
export type SetClient = z.infer<typeof setClientSchema>;

// `clientId` (Save & Complete): the client to set first, in the same transaction; the item's
// version is then the one before that change.
export const completionItemSchema = z.object({
  type: certificateTypeSchema,
  id: z.uuid("The id is not valid"),
  version: z.number().int().positive(),
  clientId: z.uuid("The client id is not valid").optional(),
});
export type CompletionItem = z.infer<typeof completionItemSchema>;

export const completeRequestSchema = z.object({
  items: z
    .array(completionItemSchema)
    .min(1, messages.nothingToComplete)
    .max(1000)
    .refine((items) => new Set(items.map((item) => `${item.type}:${item.id}`)).size === items.length, {
      message: "An item is listed twice.",
    }),
});
export type CompleteRequest = z.infer<typeof completeRequestSchema>;

export const completeResultSchema = z.object({
  completed: z.array(
    z.object({ type: certificateTypeSchema, id: z.string(), certificateNumber: z.string() }),
  ),
  message: z.string(),
});
export type CompleteResult = z.infer<typeof completeResultSchema>;
