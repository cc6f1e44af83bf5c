import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { UploadCertificateVideoLink } from "../../../components/upload-certificate-video-link";
import type { UploadItem } from "../../../components/use-upload-queue";
import { NamingModeField } from "../../../components/video-upload/naming-mode-field";
import { VideoUploaderPanel } from "../../../components/video-upload/video-uploader-panel";
import type { ListVideoUploads } from "./use-list-video-uploads";

// Upload videos (spec 002 §2 'QR list editor'): straight into this list, named by their files; the
// full uploader (one video by a typed name, editing) stays a link away.
export function ListVideoUploadsPanel({ uploads }: { uploads: ListVideoUploads }) {
  const detail = (item: UploadItem) => {
    const name = uploads.nameOf(item.id, item.file.name);
    const outcome = uploads.outcomes[item.id];
    if (outcome?.state === "failed")
      return (
        <Group gap="xs" component="span" wrap="nowrap">
          <Text span inherit c="red.9">
            {outcome.message}
          </Text>
          {outcome.saveAgain && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={outcome.saveAgain}
              aria-label={`Save ${name} again`}
            >
              Save again
            </Button>
          )}
        </Group>
      );
    if (outcome?.state === "added") return `${name}: added to this list`;
    if (outcome?.state === "saving") return `Saving ${name}…`;
    return name ? `Named ${name}` : null;
  };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Upload videos
        </Title>
        <UploadCertificateVideoLink variant="default" size="xs" />
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Each video is saved as a certificate video of this list's client, named by its file, and added to
          this list.
        </Text>
        <NamingModeField value={uploads.mode} onChange={uploads.setMode} />
        <VideoUploaderPanel
          uploader={uploads.uploader}
          multiple
          label="Video uploads"
          waitingFor={uploads.waitingFor}
          onFiles={uploads.addFiles}
          detail={detail}
        />
        {uploads.busy && (
          <Text size="sm" c="dimmed">
            {videoMessages.qrListUploadsUnderWay}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
