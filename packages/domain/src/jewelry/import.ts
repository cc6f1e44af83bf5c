import { z } from "zod";
import {
  importCommitSchema,
  importPreviewQuerySchema,
  importPreviewRowSchema,
  importPreviewSchema,
} from "../certificates/import-schemas";
import { jewelrySaveSchema, jewelryTemplateIdSchema } from "./jewelry";

// The jewelry import API, built from the shared one (certificates/import-schemas.ts): the preview
// reads the file and writes nothing; the commit writes every row it is sent, or none.

export const jewelryImportRowSummarySchema = z.object({
  certificateNumber: z.string(),
  clientSku: z.string(),
  template: z.string(),
  jewelryType: z.string(),
  client: z.string(),
});

export const jewelryImportPreviewQuerySchema = importPreviewQuerySchema(jewelryTemplateIdSchema);

export const jewelryImportPreviewRowSchema = importPreviewRowSchema(
  jewelrySaveSchema,
  jewelryImportRowSummarySchema,
);
export type JewelryImportPreviewRow = z.infer<typeof jewelryImportPreviewRowSchema>;

export const jewelryImportPreviewSchema = importPreviewSchema(jewelryImportPreviewRowSchema);
export type JewelryImportPreview = z.infer<typeof jewelryImportPreviewSchema>;

export const jewelryImportCommitSchema = importCommitSchema(jewelrySaveSchema);
export type JewelryImportCommit = z.input<typeof jewelryImportCommitSchema>;
