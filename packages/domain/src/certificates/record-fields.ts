import { z } from "zod";
import { descriptionMaxLength } from "../constants";
import { messages } from "../messages";
import { colorTemplateNames } from "../options/color-templates";
import { asterisks } from "../options/grading";

// Field schemas every certificate record is made of (diamond and jewelry alike): grades, texts,
// percentages and references to companies and stored files.

export const asteriskSchema = z.enum(asterisks);

// A grade's value is free text: option lists grow through attributes, and imports bring old data.
export const colorSchema = z.object({
  template: z.enum(colorTemplateNames),
  value: z.string().trim().max(40),
  asterisks: asteriskSchema,
});
export type Color = z.infer<typeof colorSchema>;
export const claritySchema = z.object({ value: z.string().trim().max(40), asterisks: asteriskSchema });
export type Clarity = z.infer<typeof claritySchema>;

export const blankColor: Color = { template: "Standard", value: "", asterisks: "" };
export const blankClarity: Clarity = { value: "", asterisks: "" };

export const optionalText = (max: number) => z.string().trim().max(max).default("");
// Description and certificate comments (spec 000 §5, 001 §5.1: 300 characters, the spec's text).
export const limitedText = z.string().trim().max(descriptionMaxLength, messages.textOverLimit).default("");
export const percentSchema = z.number().min(0).max(100).nullable().default(null);
export const optionalIdSchema = z.uuid().nullable().default(null);

export const companyReferenceSchema = z.object({ id: z.string(), name: z.string() });
export const clientReferenceSchema = companyReferenceSchema.extend({ logoUrl: z.string().nullable() });
// A stored file as a record shows it: a certificate video, a logo.
export const fileReferenceSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export const videoReferenceSchema = fileReferenceSchema;
export type VideoReference = z.infer<typeof videoReferenceSchema>;

// What the server answers on every certificate record besides its type's own fields.
export const certificateRecordFields = {
  id: z.string(),
  client: clientReferenceSchema.nullable(),
  customer: companyReferenceSchema.nullable(),
  certificateVideo: fileReferenceSchema.nullable(),
  publicPath: z.string().nullable(),
  newlyAdded: z.boolean(),
  updateSpreadsheet: z.boolean(),
  addedBarcode: z.boolean(),
  // Imported with fields still missing: shown in red until someone completes it (spec 000 §8).
  incomplete: z.boolean(),
  views: z.number().int(),
  created: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
};

// Set only when the card printer took the record's card (print-card routes): when it last did and
// who sent it (CardCertPrinted, spec 001 §3.1). Saves never write them.
export const cardPrintFields = {
  cardCertPrinted: z.boolean(),
  cardPrintedAt: z.string().nullable(),
  cardPrintedBy: z.string(),
};
export type CardPrint = { cardCertPrinted: boolean; cardPrintedAt: string | null; cardPrintedBy: string };

// Save and Create Digital Certificate say whether the spreadsheet took the record (the success
// text may only claim what happened).
export const spreadsheetDeliverySchema = z
  .object({ delivered: z.boolean(), error: z.string().nullable() })
  .nullable();

// Certificate videos and client logos are served publicly (the digital certificate shows them).
export function publicMediaPath(fileId: string): string {
  return `/c/media/${fileId}`;
}
