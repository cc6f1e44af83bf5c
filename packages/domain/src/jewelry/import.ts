import { z } from "zod";
import { certificateImportSchemas, certificateImportSummarySchema } from "../certificates/import-schemas";
import { jewelrySaveSchema, jewelryTemplateIdSchema } from "./jewelry";

// The jewelry import API, built from the shared one (certificates/import-schemas.ts): the preview
// reads the file and writes nothing; the commit writes every row it is sent, or none. The result
// schema (importResultSchema) is the shared one.

export const jewelryImportRowSummarySchema = certificateImportSummarySchema.extend({
  jewelryType: z.string(),
});

export const jewelryImportSchemas = certificateImportSchemas({
  values: jewelrySaveSchema,
  summary: jewelryImportRowSummarySchema,
  templateId: jewelryTemplateIdSchema,
});

export type JewelryImportPreview = z.infer<typeof jewelryImportSchemas.preview>;
export type JewelryImportCommit = z.input<typeof jewelryImportSchemas.commit>;
