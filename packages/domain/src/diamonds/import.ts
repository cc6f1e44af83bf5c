import { z } from "zod";
import { certificateImportSchemas, certificateImportSummarySchema } from "../certificates/import-schemas";
import { diamondSaveSchema, diamondTemplateIdSchema } from "./diamond";

// The diamond import API, built from the shared one (certificates/import-schemas.ts).

export {
  type ImportCounts,
  type ImportResult,
  importCountsSchema,
  importResultSchema,
} from "../certificates/import-schemas";

export const importRowSummarySchema = certificateImportSummarySchema.extend({
  shape: z.string(),
  weight: z.string(),
});

const schemas = certificateImportSchemas({
  values: diamondSaveSchema,
  summary: importRowSummarySchema,
  templateId: diamondTemplateIdSchema,
});

export const importPreviewQuerySchema = schemas.previewQuery;
export const importPreviewRowSchema = schemas.previewRow;
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;
export const importPreviewSchema = schemas.preview;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importCommitSchema = schemas.commit;
export type ImportCommit = z.input<typeof importCommitSchema>;
