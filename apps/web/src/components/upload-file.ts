import type { StoredFile } from "@loupe/domain/files";
import { problemSchema } from "@loupe/domain/problem";
import { ApiError, fallbackProblem, handleUnauthorized } from "../lib/api-client";

// What the file is for; the server checks it (an image must be a raster image of at most 5 MB).
export type UploadPurpose = "image" | "video";

export type UploadOptions = { signal?: AbortSignal; url?: string; purpose?: UploadPurpose };

export function uploadUrl(options: UploadOptions): string {
  const url = options.url ?? "/api/files";
  if (!options.purpose) return url;
  return `${url}${url.includes("?") ? "&" : "?"}purpose=${encodeURIComponent(options.purpose)}`;
}

// XMLHttpRequest rather than fetch: only it reports upload progress.
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", uploadUrl(options));
    request.setRequestHeader("accept", "application/json, application/problem+json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          onProgress(1);
          resolve(JSON.parse(request.responseText) as StoredFile);
        } catch {
          reject(new ApiError(fallbackProblem(request.status, "Unreadable answer")));
        }
        return;
      }
      if (request.status === 401) handleUnauthorized();
      reject(new ApiError(parseProblem(request)));
    };
    request.onerror = () => reject(new ApiError(fallbackProblem(0, "")));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

function parseProblem(request: XMLHttpRequest) {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(request.responseText));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: use the status line.
  }
  return fallbackProblem(request.status, request.statusText);
}
