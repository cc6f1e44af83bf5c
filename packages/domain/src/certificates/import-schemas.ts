import { z } from "zod";
import { formatCount } from "../formatting";
import { importLimits } from "./import-limits";
import { type CertificateImportSummary, importRowStatuses } from "./import-status";

// The import API of every certificate type (spec 000 §2 Import, §7 Writes): a preview reads the
// file and writes nothing; the commit writes every row it is sent in one transaction, or none.
// A type passes its save schema, its row summary and its template id schema.

// The template for rows whose Template cell is empty, chosen in the preview.
export const importPreviewQuerySchema = <TemplateId extends z.ZodType<number, number>>(
  templateId: TemplateId,
) => z.object({ templateId: z.coerce.number().pipe(templateId).optional() });

// What the preview shows of every row; a type extends it with its own.
export const certificateImportSummarySchema = z.object({
  certificateNumber: z.string(),
  clientSku: z.string(),
  template: z.string(),
  client: z.string(),
}) satisfies z.ZodType<CertificateImportSummary>;

export const importPreviewRowSchema = <Values extends z.ZodType, Summary extends z.ZodType>(
  values: Values,
  summary: Summary,
) =>
  z.object({
    // The row's number in the spreadsheet (the header row is 1).
    row: z.number().int().positive(),
    status: z.enum(importRowStatuses),
    reasons: z.array(z.string()),
    values: values.nullable(),
    summary,
  });

export const importCountsSchema = z.object({
  ready: z.number().int(),
  incomplete: z.number().int(),
  rejected: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importPreviewSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    counts: importCountsSchema,
    // How many rows have no template of their own (a template can be chosen for them).
    withoutTemplate: z.number().int(),
  });

export const importCommitSchema = <Values extends z.ZodType>(values: Values) =>
  z.object({
    rows: z
      .array(values)
      .min(1, "Choose at least one row to import.")
      .max(importLimits.maxRows, `Import at most ${formatCount(importLimits.maxRows)} rows at a time.`),
  });

export const importResultSchema = z.object({
  imported: z.number().int(),
  // How many of them lack an identifier or a required field (shown in red).
  incomplete: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// A type's whole import API from its save schema, its row summary and its template ids.
export function certificateImportSchemas<
  Values extends z.ZodType,
  Summary extends z.ZodType,
  TemplateId extends z.ZodType<number, number>,
>(type: { values: Values; summary: Summary; templateId: TemplateId }) {
  const previewRow = importPreviewRowSchema(type.values, type.summary);
  return {
    previewQuery: importPreviewQuerySchema(type.templateId),
    previewRow,
    preview: importPreviewSchema(previewRow),
    commit: importCommitSchema(type.values),
  };
}
