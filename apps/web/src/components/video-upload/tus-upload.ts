import type { StoredFile } from "@loupe/domain/files";
import { messages } from "@loupe/domain/messages";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { videoUploadFileIdHeader, videoUploadPath } from "@loupe/domain/videos/video-save-api";
import { type DetailedError, type HttpResponse, Upload } from "tus-js-client";
import { ApiError, fallbackProblem, handleUnauthorized } from "../../lib/api-client";
import type { UploadContext } from "../use-upload-queue";

// Waits between tries after a failed request (a flaky shop Wi-Fi); offline, the upload waits for
// the browser's 'online' instead and then goes on from the server's offset.
const retryDelaysMs = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];

// Sent in PATCHes of this size: a cut connection costs at most the part in flight, even where a
// proxy on the way keeps nothing of a request it did not receive whole.
const chunkBytes = 8 * 1_048_576;

// A video sent over tus (resumable: issue 24). The same file chosen again after a reload or a
// closed lid resumes where the server stopped (tus-js-client keeps its upload URL in
// localStorage until it finishes). Cancelling terminates the upload on the server.
export function uploadVideoOverTus(
  file: File,
  onProgress: (fraction: number, sentBytes: number) => void,
  { signal, note }: UploadContext,
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    let stopWaiting = () => {};
    const upload = new Upload(file, {
      endpoint: videoUploadPath,
      metadata: { filename: file.name, filetype: file.type },
      retryDelays: retryDelaysMs,
      chunkSize: chunkBytes,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => {
        note(null);
        onProgress(total > 0 ? sent / total : 0, sent);
      },
      onSuccess: ({ lastResponse }) => {
        const id = lastResponse.getHeader(videoUploadFileIdHeader);
        if (!id) return reject(new Error(videoMessages.videoUploadNoFileId));
        resolve({ id, name: file.name, contentType: file.type, size: file.size, url: `/api/files/${id}` });
      },
      onError: (error) => {
        if (signal.aborted) return;
        if (navigator.onLine === false) {
          note(videoMessages.videoUploadWaitingForConnection);
          const resume = () => upload.start();
          window.addEventListener("online", resume, { once: true });
          stopWaiting = () => window.removeEventListener("online", resume);
          return;
        }
        reject(uploadError(error));
      },
    });
    signal.addEventListener(
      "abort",
      () => {
        stopWaiting();
        // Terminating deletes what the server holds of it; a failure to reach it leaves the rest
        // to the server's expiry of abandoned uploads.
        upload.abort(true).catch(() => {});
        reject(new DOMException("Cancelled", "AbortError"));
      },
      { once: true },
    );
    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.at(-1);
        if (latest) upload.resumeFromPreviousUpload(latest);
      })
      .catch(() => {})
      .finally(() => {
        if (!signal.aborted) upload.start();
      });
  });
}

function uploadError(error: Error | DetailedError): Error {
  const response = "originalResponse" in error ? error.originalResponse : null;
  if (!response) return new ApiError(fallbackProblem(0, ""));
  if (response.getStatus() === 401) handleUnauthorized();
  return new ApiError({
    status: response.getStatus(),
    title: messages.genericErrorTitle,
    detail: detailOf(response),
  });
}

// The server's reason: a problem+json body's detail, its plain text, or the status line.
function detailOf(response: HttpResponse): string {
  const body = response.getBody()?.trim() ?? "";
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "detail" in parsed && typeof parsed.detail === "string")
      return parsed.detail;
  } catch {
    // Not JSON: the text itself, when there is one.
  }
  return body !== "" && body.length < 500 ? body : fallbackProblem(response.getStatus(), "").detail;
}
