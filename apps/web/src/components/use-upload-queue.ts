import type { StoredFile, UploadPurpose } from "@loupe/domain/files";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorDetail } from "../lib/api-client";
import { uploadFile } from "./upload-file";

export type UploadStatus = "queued" | "uploading" | "done" | "error";

export type UploadItem = {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  error: string | null;
  result: StoredFile | null;
};

export type Uploader = (file: File, onProgress: (fraction: number) => void) => Promise<StoredFile>;

export type UploadQueueState = {
  items: UploadItem[];
  add: (files: File[]) => void;
  retry: (id: string) => void;
  remove: (id: string) => void;
};

let nextId = 0;

// Files wait their turn; at most `concurrency` upload at once; a failed one can be retried.
export function useUploadQueue(
  options: {
    upload?: Uploader;
    // Sent with each file when no `upload` is given (the default uploader is uploadFile).
    purpose?: UploadPurpose;
    concurrency?: number;
    onUploaded?: (file: StoredFile) => void;
  } = {},
): UploadQueueState {
  const { purpose, concurrency = 2 } = options;
  const defaultUpload = useCallback<Uploader>(
    (file, onProgress) => uploadFile(file, onProgress, { purpose }),
    [purpose],
  );
  const upload = options.upload ?? defaultUpload;
  const [items, setItems] = useState<UploadItem[]>([]);
  const onUploaded = useRef(options.onUploaded);
  onUploaded.current = options.onUploaded;
  // Ids whose upload is under way, so a re-run of the effect never starts one twice.
  const started = useRef(new Set<string>());

  const patch = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  useEffect(() => {
    const running = items.filter((item) => item.status === "uploading").length;
    const waiting = items.filter((item) => item.status === "queued").slice(0, concurrency - running);
    for (const item of waiting) {
      if (started.current.has(item.id)) continue;
      started.current.add(item.id);
      patch(item.id, { status: "uploading", progress: 0, error: null });
      upload(item.file, (fraction) => patch(item.id, { progress: Math.round(fraction * 100) }))
        .then((result) => {
          patch(item.id, { status: "done", progress: 100, result });
          onUploaded.current?.(result);
        })
        .catch((error: unknown) => patch(item.id, { status: "error", error: errorDetail(error) }))
        .finally(() => started.current.delete(item.id));
    }
  }, [items, concurrency, upload, patch]);

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({
      id: `upload-${++nextId}`,
      file,
      status: "queued" as const,
      progress: 0,
      error: null,
      result: null,
    }));
    setItems((current) => [...current, ...added]);
  }, []);

  const retry = useCallback(
    (id: string) => patch(id, { status: "queued", progress: 0, error: null }),
    [patch],
  );
  const remove = useCallback((id: string) => {
    setItems((current) => current.filter((item) => item.id !== id || item.status === "uploading"));
  }, []);

  return { items, add, retry, remove };
}
