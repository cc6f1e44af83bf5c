import type { DiamondSave } from "@loupe/domain/diamonds/diamond";
import {
  type ImportPreview,
  type ImportResult,
  importPreviewSchema,
  importResultSchema,
} from "@loupe/domain/diamonds/import";
import { ApiError } from "../../../lib/api-client";
import { type Progress, postWithProgress } from "../../../lib/post-with-progress";

// The import's two calls, both with progress: a spreadsheet (or the 10,000 rows sent back) can
// take a while to go up.

export function previewImportFile(
  file: File,
  onProgress: Progress,
  options: { templateId?: number | null; signal?: AbortSignal } = {},
): Promise<ImportPreview> {
  const form = new FormData();
  form.append("file", file, file.name);
  const query = options.templateId ? `?templateId=${options.templateId}` : "";
  return postWithProgress(
    `/api/diamonds/import/preview${query}`,
    form,
    importPreviewSchema.parse,
    onProgress,
    options.signal,
  );
}

export function commitImportRows(rows: DiamondSave[], onProgress: Progress): Promise<ImportResult> {
  return postWithProgress(
    "/api/diamonds/import",
    JSON.stringify({ rows }),
    importResultSchema.parse,
    onProgress,
  );
}

// The rows an import sends: every row of the preview that can be saved, in file order.
export function importableRows(preview: ImportPreview) {
  return preview.rows.flatMap((row) => (row.values ? [{ row: row.row, values: row.values }] : []));
}

// The commit names refused rows as rows.N (N counts the rows sent); people know spreadsheet rows.
export function commitErrorLines(error: unknown, sent: { row: number }[]): string[] {
  if (!(error instanceof ApiError)) return [];
  return (error.problem.errors ?? []).map((item) => {
    const index = /^rows\.(\d+)$/.exec(item.field)?.[1];
    const row = index === undefined ? undefined : sent[Number(index)]?.row;
    return row === undefined ? item.message : `Row ${row}: ${item.message}`;
  });
}
