import { z } from "zod";
import {
  importCommitSchema as certificateImportCommitSchema,
  importPreviewQuerySchema as certificateImportPreviewQuerySchema,
  importPreviewRowSchema as certificateImportPreviewRowSchema,
  importPreviewSchema as certificateImportPreviewSchema,
} from "../certificates/import-schemas";
import { diamondSaveSchema, diamondTemplateIdSchema } from "./diamond";

// The diamond import API, built from the shared one (certificates/import-schemas.ts).

export {
  type ImportCounts,
  type ImportResult,
  importCountsSchema,
  importResultSchema,
} from "../certificates/import-schemas";

export const importRowSummarySchema = z.object({
  certificateNumber: z.string(),
  clientSku: z.string(),
  template: z.string(),
  shape: z.string(),
  weight: z.string(),
  client: z.string(),
});

export const importPreviewQuerySchema = certificateImportPreviewQuerySchema(diamondTemplateIdSchema);

export const importPreviewRowSchema = certificateImportPreviewRowSchema(
  diamondSaveSchema,
  importRowSummarySchema,
);
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = certificateImportPreviewSchema(importPreviewRowSchema);
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitSchema = certificateImportCommitSchema(diamondSaveSchema);
export type ImportCommit = z.input<typeof importCommitSchema>;
