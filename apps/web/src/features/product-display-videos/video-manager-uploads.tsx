import { videoMessages } from "@loupe/domain/videos/video-messages";
import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { UploadQueue } from "../../components/upload-queue";
import { useUploadQueue } from "../../components/use-upload-queue";
import { ThumbnailPreview } from "../../components/video-upload/thumbnail-preview";
import { uploadVideoOverTus } from "../../components/video-upload/tus-upload";
import { useVideoThumbnails } from "../../components/video-upload/use-video-thumbnails";
import { VideoDropZone } from "../../components/video-upload/video-drop-zone";
import { errorDetail } from "../../lib/api-client";
import { useAddProductDisplayVideo } from "./api";

// Upload product display videos (the certificate uploader's queue: resumable, ten at a time);
// each joins the grid as soon as it is up.
export function VideoManagerUploads() {
  const thumbnails = useVideoThumbnails();
  const add = useAddProductDisplayVideo();
  const [refused, setRefused] = useState<string | null>(null);
  const queue = useUploadQueue({
    upload: uploadVideoOverTus,
    concurrency: videoUploads.concurrent,
    onUploaded: async (stored, item) => {
      try {
        await add.mutateAsync({ fileId: stored.id, thumbnailFileId: await thumbnails.storedId(item.id) });
      } catch (error) {
        notifications.show({
          color: "red",
          title: "Error!",
          message: videoMessages.videoUploadFailure(errorDetail(error)),
        });
      }
    },
  });

  function addFiles(files: File[]) {
    setRefused(null);
    queue.add(files).forEach((key, index) => {
      const file = files[index];
      if (file) thumbnails.capture(key, file);
    });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Upload product display videos
        </Title>
        <VideoDropZone multiple onFiles={addFiles} onRefused={setRefused} />
        {refused && (
          <Text size="sm" c="red.9" role="alert">
            {refused}
          </Text>
        )}
        <UploadQueue
          queue={queue}
          label="Video uploads"
          preview={(item) => <ThumbnailPreview thumbnail={thumbnails.thumbnails[item.id]} />}
        />
      </Stack>
    </Paper>
  );
}
