import { Center, Loader } from "@mantine/core";
import { IconVideoOff } from "@tabler/icons-react";
import type { VideoThumbnail } from "./use-video-thumbnails";

const box = { width: 64, height: 36, borderRadius: 4, flex: "none" } as const;

// A queued video's thumbnail; a plain placeholder when the browser could not decode the video
// (HEVC), never a broken image.
export function ThumbnailPreview({ thumbnail }: { thumbnail: VideoThumbnail | undefined }) {
  if (thumbnail?.state === "ready")
    return <img src={thumbnail.previewUrl} alt="" style={{ ...box, objectFit: "cover" }} />;
  return (
    <Center style={{ ...box, background: "var(--mantine-color-gray-1)" }}>
      {thumbnail?.state === "capturing" ? (
        <Loader size={14} aria-label="Capturing a thumbnail" />
      ) : (
        <IconVideoOff size={18} color="var(--mantine-color-gray-6)" aria-label="No preview" />
      )}
    </Center>
  );
}
