import type { StoredFile, UploadPurpose } from "@loupe/domain/files";
import { type ChangeEvent, useEffect, useState } from "react";
import { useUploadQueue } from "./use-upload-queue";

// One file at a time (a logo, a certificate video): checked before it is sent, uploaded with
// progress, retried on failure. Choosing another file drops the previous attempt.
export function useSingleFileUpload({
  purpose,
  problemOf,
  onUploaded,
  onBusyChange,
}: {
  purpose: UploadPurpose;
  // The server checks again; this spares an upload that would be refused.
  problemOf: (file: File) => string | null;
  onUploaded: (file: StoredFile) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [rejected, setRejected] = useState<string | null>(null);
  const queue = useUploadQueue({ purpose, concurrency: 1, onUploaded });
  const current = queue.items.at(-1);
  const busy = current?.status === "uploading" || current?.status === "queued";
  const uploadError = current?.status === "error" ? current.error : null;

  useEffect(() => {
    onBusyChange?.(busy);
    // Unmounted mid-upload (the field hidden): the form must not wait for it forever.
    return () => {
      if (busy) onBusyChange?.(false);
    };
  }, [busy, onBusyChange]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still fires a change.
    event.currentTarget.value = "";
    if (!file) return;
    for (const item of queue.items) queue.remove(item.id);
    const problem = problemOf(file);
    setRejected(problem);
    if (!problem) queue.add([file]);
  }

  return {
    busy,
    // What uploads now, for the progress bar.
    uploading: current && busy ? current : null,
    // Refused before sending, or failed on the way; only the latter can be retried.
    failure: rejected ?? uploadError,
    retry: uploadError && current ? () => queue.retry(current.id) : null,
    choose,
  };
}
