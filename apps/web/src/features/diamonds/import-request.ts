import type { DiamondSave } from "@loupe/domain/diamonds/diamond";
import {
  type ImportPreview,
  type ImportResult,
  importPreviewSchema,
  importResultSchema,
} from "@loupe/domain/diamonds/import";
import { problemSchema } from "@loupe/domain/problem";
import { ApiError, fallbackProblem, handleUnauthorized } from "../../lib/api-client";

// The import's two calls. XMLHttpRequest rather than fetch: only it reports upload progress,
// and a spreadsheet (or the 10,000 rows sent back) can take a while to go up.

export type Progress = (fraction: number) => void;

function problemOf(request: XMLHttpRequest) {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(request.responseText));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON (a proxy's error page): use the status line.
  }
  return fallbackProblem(request.status, request.statusText);
}

function send<Result>(
  url: string,
  body: FormData | string,
  schema: { parse: (value: unknown) => Result },
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json, application/problem+json");
    if (typeof body === "string") request.setRequestHeader("content-type", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        if (request.status === 401) handleUnauthorized();
        reject(new ApiError(problemOf(request)));
        return;
      }
      onProgress(1);
      try {
        resolve(schema.parse(JSON.parse(request.responseText)));
      } catch {
        reject(new ApiError(fallbackProblem(request.status, "Unreadable answer")));
      }
    };
    request.onerror = () => reject(new ApiError(fallbackProblem(0, "")));
    request.onabort = () => reject(new DOMException("The import was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}

export function previewImportFile(
  file: File,
  onProgress: Progress,
  options: { templateId?: number | null; signal?: AbortSignal } = {},
): Promise<ImportPreview> {
  const form = new FormData();
  form.append("file", file, file.name);
  const query = options.templateId ? `?templateId=${options.templateId}` : "";
  return send(`/api/diamonds/import/preview${query}`, form, importPreviewSchema, onProgress, options.signal);
}

export function commitImportRows(rows: DiamondSave[], onProgress: Progress): Promise<ImportResult> {
  return send("/api/diamonds/import", JSON.stringify({ rows }), importResultSchema, onProgress);
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
