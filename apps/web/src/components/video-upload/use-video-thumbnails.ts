import { withoutExtension } from "@loupe/domain/videos/video-file-name";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "../upload-file";
import { captureThumbnail } from "./capture-thumbnail";

// A queued video's thumbnail: being captured, or shown from its JPEG (previewUrl) while that
// uploads as an image; `none` when the browser could not decode the video (a placeholder shows).
export type VideoThumbnail =
  | { state: "capturing" }
  | { state: "ready"; previewUrl: string }
  | { state: "none" };

// Thumbnails of the queue's files, captured when each file is chosen and stored beside the video:
// `storedId` answers the stored image's id once it is up (null when there is none).
export function useVideoThumbnails() {
  const [thumbnails, setThumbnails] = useState<Record<string, VideoThumbnail>>({});
  const stored = useRef(new Map<string, Promise<string | null>>());
  const previewUrls = useRef<string[]>([]);

  const capture = useCallback((key: string, file: File) => {
    setThumbnails((current) => ({ ...current, [key]: { state: "capturing" } }));
    const upload = captureThumbnail(file).then(async (jpeg) => {
      if (!jpeg) {
        setThumbnails((current) => ({ ...current, [key]: { state: "none" } }));
        return null;
      }
      const previewUrl = URL.createObjectURL(jpeg);
      previewUrls.current.push(previewUrl);
      setThumbnails((current) => ({ ...current, [key]: { state: "ready", previewUrl } }));
      const image = new File([jpeg], `${withoutExtension(file.name)}.jpg`, { type: "image/jpeg" });
      // A thumbnail that cannot be stored is not worth failing the video for: it shows the
      // placeholder in the table instead.
      return uploadFile(image, () => {}, { purpose: "image" }).then(
        (saved) => saved.id,
        () => null,
      );
    });
    stored.current.set(key, upload);
  }, []);

  const storedId = useCallback((key: string) => stored.current.get(key) ?? Promise.resolve(null), []);

  useEffect(() => {
    const urls = previewUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  return { thumbnails, capture, storedId };
}
