import { type StoredFile, storedFileSchema, type UploadPurpose } from "@loupe/domain/files";
import { postWithProgress } from "../lib/post-with-progress";

export type UploadOptions = { signal?: AbortSignal; url?: string; purpose?: UploadPurpose };

export function uploadUrl(options: UploadOptions): string {
  const url = options.url ?? "/api/files";
  if (!options.purpose) return url;
  return `${url}${url.includes("?") ? "&" : "?"}purpose=${encodeURIComponent(options.purpose)}`;
}

export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<StoredFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  return postWithProgress(uploadUrl(options), form, storedFileSchema.parse, onProgress, options.signal);
}
