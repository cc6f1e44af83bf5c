import type { StoredFile } from "@loupe/domain/files";
import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { useCallback, useState } from "react";
import { type UploadItem, useUploadQueue } from "../use-upload-queue";
import { uploadVideoOverTus } from "./tus-upload";
import { useVideoThumbnails } from "./use-video-thumbnails";

// Videos going up over tus, ten at a time, each with the thumbnail captured when it was chosen.
// `onUploaded` hears each finished video with its thumbnail's stored id (null when there is none).
export function useVideoUploader(
  options: {
    onUploaded?: (video: StoredFile, item: UploadItem, thumbnailFileId: Promise<string | null>) => void;
  } = {},
) {
  const { thumbnails, capture, storedId } = useVideoThumbnails();
  const [refused, setRefused] = useState<string | null>(null);
  const { onUploaded } = options;
  const queue = useUploadQueue({
    upload: uploadVideoOverTus,
    concurrency: videoUploads.concurrent,
    onUploaded: onUploaded && ((video, item) => onUploaded(video, item, storedId(item.id))),
  });
  const { add: enqueue, remove } = queue;

  // Queues the files and captures their thumbnails; answers their queue ids.
  const add = useCallback(
    (files: File[]) => {
      setRefused(null);
      const keys = enqueue(files);
      keys.forEach((key, index) => {
        const file = files[index];
        if (file) capture(key, file);
      });
      return keys;
    },
    [enqueue, capture],
  );

  const clear = () => {
    for (const item of queue.items) remove(item.id);
  };

  return {
    queue,
    thumbnails,
    storedThumbnailId: storedId,
    add,
    clear,
    // Why chosen files were not taken (their type, size or name); null once new files are taken.
    refused,
    refuse: setRefused,
    uploading: queue.items.some((item) => item.status === "uploading" || item.status === "queued"),
  };
}

export type VideoUploader = ReturnType<typeof useVideoUploader>;
