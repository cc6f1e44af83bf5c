import { z } from "zod";
import { importLimits } from "../certificates/import-limits";
import { importRowStatuses } from "../certificates/import-status";
import { diamondSaveSchema, diamondTemplateIdSchema } from "./diamond";

// The diamond import API (spec 000 §2 Import, §7 Writes): a preview reads the file and writes
// nothing; the commit writes every row it is sent in one transaction, or none.

export const importRowSummarySchema = z.object({
  certificateNumber: z.string(),
  clientSku: z.string(),
  template: z.string(),
  shape: z.string(),
  weight: z.string(),
  client: z.string(),
});

// The template for rows whose Template cell is empty, chosen in the preview.
export const importPreviewQuerySchema = z.object({
  templateId: z.coerce.number().pipe(diamondTemplateIdSchema).optional(),
});

export const importPreviewRowSchema = z.object({
  // The row's number in the spreadsheet (the header row is 1).
  row: z.number().int().positive(),
  status: z.enum(importRowStatuses),
  reasons: z.array(z.string()),
  values: diamondSaveSchema.nullable(),
  summary: importRowSummarySchema,
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importCountsSchema = z.object({
  ready: z.number().int(),
  incomplete: z.number().int(),
  rejected: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importPreviewRowSchema),
  counts: importCountsSchema,
  // How many rows have no template of their own (a template can be chosen for them).
  withoutTemplate: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitSchema = z.object({
  rows: z
    .array(diamondSaveSchema)
    .min(1, "Choose at least one row to import.")
    .max(
      importLimits.maxRows,
      `Import at most ${importLimits.maxRows.toLocaleString("en-US")} rows at a time.`,
    ),
});
export type ImportCommit = z.input<typeof importCommitSchema>;

export const importResultSchema = z.object({
  imported: z.number().int(),
  // How many of them lack an identifier or a required field (shown in red).
  incomplete: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
