import { ApiError } from "../../lib/api-client";
import { type Progress, postWithProgress } from "../../lib/post-with-progress";

// An import's two calls, both with progress: a spreadsheet (or the 10,000 rows sent back) can take
// a while to go up. `path` is the area's import endpoint (/api/diamonds/import …).

export function previewImportFile<Preview>(
  path: string,
  file: File,
  parse: (value: unknown) => Preview,
  onProgress: Progress,
  options: { templateId?: number | null; signal?: AbortSignal } = {},
): Promise<Preview> {
  const form = new FormData();
  form.append("file", file, file.name);
  const query = options.templateId ? `?templateId=${options.templateId}` : "";
  return postWithProgress(`${path}/preview${query}`, form, parse, onProgress, options.signal);
}

export function commitImportRows<Values, Result>(
  path: string,
  rows: Values[],
  parse: (value: unknown) => Result,
  onProgress: Progress,
): Promise<Result> {
  return postWithProgress(path, JSON.stringify({ rows }), parse, onProgress);
}

// The rows an import sends: every row of the preview that can be saved, in file order.
export function importableRows<Values>(preview: { rows: { row: number; values: Values | null }[] }) {
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
