import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { Button, Group, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useRef } from "react";
import { formatBytes } from "../../lib/format-bytes";
import "@mantine/dropzone/styles.css";
import { IconUpload, IconVideo, IconX } from "@tabler/icons-react";

// The browser's own check before sending; the server decides by content (MP4 or QuickTime).
const videoTypes = { "video/mp4": [".mp4", ".m4v"], "video/quicktime": [".mov"] };

// Drop videos here or choose them with the button (spec 002 §2 'a drag-and-drop uploader').
export function VideoDropZone({
  multiple,
  onFiles,
  onRefused,
}: {
  multiple: boolean;
  onFiles: (files: File[]) => void;
  onRefused: (problem: string) => void;
}) {
  const openRef = useRef<() => void>(null);
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
      // The area takes drops; a real button inside opens the chooser (a focusable drop area around
      // it would nest one control in another).
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
    >
      <Group justify="center" gap="lg" mih={120}>
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
          <Button size="xs" variant="default" onClick={() => openRef.current?.()}>
            {multiple ? "Upload videos" : "Upload the video"}
          </Button>
        </Stack>
      </Group>
    </Dropzone>
  );
}
