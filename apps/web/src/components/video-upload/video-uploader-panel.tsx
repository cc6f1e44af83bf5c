import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { UploadQueue } from "../upload-queue";
import type { UploadItem } from "../use-upload-queue";
import { ThumbnailPreview } from "./thumbnail-preview";
import type { VideoUploader } from "./use-video-uploader";
import { VideoDropZone } from "./video-drop-zone";

// The drop zone (or, until it can take files, `waitingFor`: what to do first), why files were
// refused, and the queue with each video's thumbnail. `onFiles` checks chosen files before they
// are queued (the uploader's own `add` when not given).
export function VideoUploaderPanel({
  uploader,
  multiple,
  label,
  waitingFor = null,
  onFiles = uploader.add,
  detail,
}: {
  uploader: VideoUploader;
  multiple: boolean;
  label: string;
  waitingFor?: string | null;
  onFiles?: (files: File[]) => void;
  detail?: (item: UploadItem) => ReactNode;
}) {
  return (
    <>
      {waitingFor === null ? (
        <VideoDropZone multiple={multiple} onFiles={onFiles} onRefused={uploader.refuse} />
      ) : (
        <Text size="sm" c="dimmed">
          {waitingFor}
        </Text>
      )}
      {uploader.refused && (
        <Text size="sm" c="red.9" role="alert">
          {uploader.refused}
        </Text>
      )}
      <UploadQueue
        queue={uploader.queue}
        label={label}
        preview={(item) => <ThumbnailPreview thumbnail={uploader.thumbnails[item.id]} />}
        detail={detail}
      />
    </>
  );
}
