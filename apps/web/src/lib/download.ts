import { ApiError, fallbackProblem, handleUnauthorized, problemFromResponse } from "./api-client";

// Files the server builds (diamond.xlsx, DiamondQR.csv, '{name} SKUS.xlsx'): fetched rather than
// linked so the page can show progress, report a refusal in words, and keep the 401 handling.

export type ExportProgress = { rows: number | null; bytes: number };

export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (disposition) {
    const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    if (encoded) {
      try {
        return safeFileName(decodeURIComponent(encoded.trim()));
      } catch {
        // A malformed escape: use the plain name below.
      }
    }
    const plain = /filename="([^"]*)"/i.exec(disposition)?.[1] ?? /filename=([^;]+)/i.exec(disposition)?.[1];
    if (plain) return safeFileName(plain.trim());
  }
  return fallback;
}

export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function fetchDownload(
  url: string,
  fallbackName: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
  // A file asked for with a JSON body (rows chosen by id, too many for a URL).
  post?: { body: unknown },
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(
      url,
      post
        ? {
            method: "POST",
            credentials: "same-origin",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(post.body),
            signal,
          }
        : { credentials: "same-origin", signal },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(fallbackProblem(0, ""));
  }
  if (!response.ok) {
    const problem = await problemFromResponse(response);
    if (response.status === 401) handleUnauthorized();
    throw new ApiError(problem);
  }
  const total = response.headers.get("x-total-count");
  const rows = total === null || Number.isNaN(Number(total)) ? null : Number(total);
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  const chunks: BlobPart[] = [];
  let bytes = 0;
  onProgress({ rows, bytes });
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress({ rows, bytes });
    }
  } else {
    chunks.push(await response.arrayBuffer());
  }
  const fileName = fileNameFrom(response.headers.get("content-disposition"), fallbackName);
  return { blob: new Blob(chunks, { type }), fileName };
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Characters no file system accepts in a name become "-".
export function safeFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those replaced.
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-").trim() || "export";
}
