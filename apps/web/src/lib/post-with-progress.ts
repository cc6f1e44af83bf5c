import { problemSchema } from "@loupe/domain/problem";
import { ApiError, fallbackProblem, handleUnauthorized } from "./api-client";

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

// A POST that reports how much has gone up. XMLHttpRequest rather than fetch: only it reports
// upload progress, and a file (or the 10,000 rows an import sends back) can take a while.
export function postWithProgress<Result>(
  url: string,
  body: FormData | string,
  parse: (value: unknown) => Result,
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
        resolve(parse(JSON.parse(request.responseText)));
      } catch {
        reject(new ApiError(fallbackProblem(request.status, "Unreadable answer")));
      }
    };
    request.onerror = () => reject(new ApiError(fallbackProblem(0, "")));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
