import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { formatBytes } from "../../lib/format-bytes";
import "@mantine/dropzone/styles.css";
import { IconUpload, IconVideo, IconX } from "@tabler/icons-react";

// The browser's own check before sending; the server decides by content (MP4 or QuickTime).
const videoTypes = { "video/mp4": [".mp4", ".m4v"], "video/quicktime": [".mov"] };

// Drop videos here or click to choose them (spec 002 §2 'a drag-and-drop uploader').
export function VideoDropZone({
  multiple,
  onFiles,
  onRefused,
}: {
  multiple: boolean;
  onFiles: (files: File[]) => void;
  onRefused: (problem: string) => void;
}) {
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={(refused) =>
        onRefused(
          refused
            .map(({ file, errors }) => `${file.name}: ${errors.map((error) => error.message).join("; ")}`)
            .join(" "),
        )
      }
      accept={videoTypes}
      maxSize={videoUploads.maxBytes}
      multiple={multiple}
      // react-dropzone marks its root 'presentation' though it takes the focus and opens the chooser.
      role="button"
      aria-label={multiple ? "Upload videos" : "Upload the video"}
    >
      <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: "none" }}>
        <Dropzone.Accept>
          <IconUpload size={40} stroke={1.5} aria-hidden="true" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} stroke={1.5} aria-hidden="true" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconVideo size={40} stroke={1.5} aria-hidden="true" />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg">
            {multiple ? "Drop videos here or click to choose" : "Drop the video here or click to choose"}
          </Text>
          <Text size="sm" c="dimmed">
            MP4 or QuickTime (.mov), up to {formatBytes(videoUploads.maxBytes)} each
            {multiple ? `; ${videoUploads.concurrent} upload at a time` : ""}.
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
