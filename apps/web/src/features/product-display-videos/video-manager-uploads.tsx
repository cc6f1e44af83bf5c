import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Paper, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useVideoUploader } from "../../components/video-upload/use-video-uploader";
import { VideoUploaderPanel } from "../../components/video-upload/video-uploader-panel";
import { errorDetail } from "../../lib/api-client";
import { useAddProductDisplayVideo } from "./api";

// Upload product display videos (the certificate uploader's queue: resumable, ten at a time);
// each joins the grid as soon as it is up.
export function VideoManagerUploads() {
  const add = useAddProductDisplayVideo();
  const uploader = useVideoUploader({
    onUploaded: async (stored, _item, thumbnailFileId) => {
      try {
        await add.mutateAsync({ fileId: stored.id, thumbnailFileId: await thumbnailFileId });
      } catch (error) {
        notifications.show({
          color: "red",
          title: "Error!",
          message: videoMessages.videoUploadFailure(errorDetail(error)),
        });
      }
    },
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Upload product display videos
        </Title>
        <VideoUploaderPanel uploader={uploader} multiple label="Video uploads" />
      </Stack>
    </Paper>
  );
}
