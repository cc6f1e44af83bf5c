import type { StoredFile, UploadPurpose } from "@loupe/domain/files";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorDetail } from "../lib/api-client";
import { uploadFile } from "./upload-file";

export type UploadStatus = "queued" | "uploading" | "done" | "error" | "cancelled";

export type UploadItem = {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  // Bytes sent in this attempt's first report and now, and when each was seen: the speed and the
  // time left are measured over this attempt (a resumed upload starts past 0).
  firstSent: { bytes: number; at: number } | null;
  lastSent: { bytes: number; at: number } | null;
  // What the uploader says meanwhile ('Waiting for the connection…'); null otherwise.
  note: string | null;
  error: string | null;
  result: StoredFile | null;
};

export type UploadContext = {
  // Aborted when the user cancels: the uploader stops and cleans up what it sent.
  signal: AbortSignal;
  note: (text: string | null) => void;
};

// `sentBytes` when the uploader knows them (a resumed upload reports from its offset).
export type Uploader = (
  file: File,
  onProgress: (fraction: number, sentBytes?: number) => void,
  context: UploadContext,
) => Promise<StoredFile>;

export type UploadQueueState = {
  items: UploadItem[];
  // Answers the new items' ids, in the files' order.
  add: (files: File[]) => string[];
  retry: (id: string) => void;
  cancel: (id: string) => void;
  remove: (id: string) => void;
};

let nextId = 0;

// Files wait their turn; at most `concurrency` upload at once; one under way can be cancelled; a
// failed or cancelled one can be retried.
export function useUploadQueue(
  options: {
    upload?: Uploader;
    // Sent with each file when no `upload` is given (the default uploader is uploadFile).
    purpose?: UploadPurpose;
    concurrency?: number;
    onUploaded?: (file: StoredFile, item: UploadItem) => void;
  } = {},
): UploadQueueState {
  const { purpose, concurrency = 2 } = options;
  const defaultUpload = useCallback<Uploader>(
    (file, onProgress, { signal }) => uploadFile(file, onProgress, { purpose, signal }),
    [purpose],
  );
  const upload = options.upload ?? defaultUpload;
  const [items, setItems] = useState<UploadItem[]>([]);
  const onUploaded = useRef(options.onUploaded);
  onUploaded.current = options.onUploaded;
  // Uploads under way and how to stop each, so a re-run of the effect never starts one twice.
  const running = useRef(new Map<string, AbortController>());

  const patch = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  useEffect(() => {
    const uploading = items.filter((item) => item.status === "uploading").length;
    const waiting = items.filter((item) => item.status === "queued").slice(0, concurrency - uploading);
    for (const item of waiting) {
      if (running.current.has(item.id)) continue;
      const controller = new AbortController();
      running.current.set(item.id, controller);
      patch(item.id, {
        status: "uploading",
        progress: 0,
        error: null,
        note: null,
        firstSent: null,
        lastSent: null,
      });
      const onProgress = (fraction: number, sentBytes = fraction * item.file.size) => {
        const sample = { bytes: sentBytes, at: performance.now() };
        setItems((current) =>
          current.map((one) =>
            one.id === item.id && one.status === "uploading"
              ? {
                  ...one,
                  progress: Math.round(fraction * 100),
                  firstSent: one.firstSent ?? sample,
                  lastSent: sample,
                }
              : one,
          ),
        );
      };
      const note = (text: string | null) => patch(item.id, { note: text });
      upload(item.file, onProgress, { signal: controller.signal, note })
        .then((result) => {
          patch(item.id, { status: "done", progress: 100, note: null, result });
          onUploaded.current?.(result, item);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) patch(item.id, { status: "cancelled", note: null, error: null });
          else patch(item.id, { status: "error", note: null, error: errorDetail(error) });
        })
        .finally(() => running.current.delete(item.id));
    }
  }, [items, concurrency, upload, patch]);

  // Unmounted (the screen left): nothing keeps uploading for a form that is gone.
  useEffect(() => {
    const underWay = running.current;
    return () => {
      for (const controller of underWay.values()) controller.abort();
    };
  }, []);

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({
      id: `upload-${++nextId}`,
      file,
      status: "queued" as const,
      progress: 0,
      firstSent: null,
      lastSent: null,
      note: null,
      error: null,
      result: null,
    }));
    setItems((current) => [...current, ...added]);
    return added.map((item) => item.id);
  }, []);

  const retry = useCallback(
    (id: string) => patch(id, { status: "queued", progress: 0, error: null, note: null }),
    [patch],
  );
  const cancel = useCallback((id: string) => running.current.get(id)?.abort(), []);
  // Removing one under way cancels it first.
  const remove = useCallback((id: string) => {
    running.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return { items, add, retry, cancel, remove };
}

// Bytes a second over this attempt, and the seconds left at that speed; null until measurable.
export function uploadPace(item: UploadItem): { bytesPerSecond: number; secondsLeft: number } | null {
  const { firstSent, lastSent } = item;
  if (!firstSent || !lastSent || lastSent.at - firstSent.at < 250) return null;
  const bytesPerSecond = ((lastSent.bytes - firstSent.bytes) * 1000) / (lastSent.at - firstSent.at);
  if (!(bytesPerSecond > 0)) return null;
  return { bytesPerSecond, secondsLeft: Math.max(0, (item.file.size - lastSent.bytes) / bytesPerSecond) };
}
