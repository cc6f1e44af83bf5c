import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { messages } from "@loupe/domain/messages";
import { videoFileProblem, videoNameFromFile } from "@loupe/domain/videos/video-file-name";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import {
  normalizeVideoName,
  type VideoNamingMode,
  videoNameLabels,
  videoNameMaxLength,
} from "@loupe/domain/videos/video-naming";
import type { CertificateVideoRecord } from "@loupe/domain/videos/video-save-api";
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CompanyPicker } from "../../../components/company-picker";
import { NamingModeField } from "../../../components/video-upload/naming-mode-field";
import { useVideoUploader } from "../../../components/video-upload/use-video-uploader";
import { VideoUploaderPanel } from "../../../components/video-upload/video-uploader-panel";
import { errorDetail } from "../../../lib/api-client";
import { useSaveCertificateVideos } from "../../../resources/certificate-videos";
import { findCertificateVideoNamed, useUpdateCertificateVideo } from "../api";
import { videoEditorPath } from "../video-columns";
import { savePlan } from "./save-plan";

// Upload or edit digital certificate videos (spec 002 §2 'Digital certificate edit/upload', §4, §5):
// single or multiple, the client, how videos are named, then the uploader; Save records them.
export function VideoEditorForm({
  saved,
  listPath,
}: {
  saved: CertificateVideoRecord | null;
  listPath: string;
}) {
  const navigate = useNavigate();
  const [multiple, setMultiple] = useState(false);
  const [client, setClient] = useState<{ id: string; name: string } | null>(saved?.client ?? null);
  const [mode, setMode] = useState<VideoNamingMode | null>(saved?.namingMode ?? null);
  const [name, setName] = useState(saved?.name ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const uploader = useVideoUploader();
  const { queue, uploading } = uploader;
  const create = useSaveCertificateVideos();
  const update = useUpdateCertificateVideo(saved?.id ?? "");
  const saving = create.isPending || update.isPending;

  const normalizedName = mode ? normalizeVideoName(mode, name) : "";
  const canUpload = multiple ? mode !== null : normalizedName !== "";

  // The files must give the video's name (single mode) or a name each (multiple mode).
  function addFiles(files: File[]) {
    uploader.refuse(null);
    if (!mode) return;
    const problems = files
      .map((file) => videoFileProblem(file.name, mode, multiple ? undefined : normalizedName))
      .filter((one): one is string => one !== null);
    if (problems.length > 0) {
      uploader.refuse(problems.join(" "));
      return;
    }
    // Single mode holds one video: a new choice takes the place of the last.
    if (!multiple) uploader.clear();
    uploader.add(files);
  }

  // Typing a name that exists opens that video for editing (002 §4: edit mode when a record is found).
  async function openExisting() {
    if (saved || multiple || !mode || normalizedName === "") return;
    const existing = await findCertificateVideoNamed(normalizedName).catch(() => null);
    if (!existing) return;
    notifications.show({ color: "blue", message: videoMessages.videoExistingOpened(existing.name) });
    navigate(videoEditorPath(existing.id), { replace: true });
  }

  async function save() {
    setProblem(null);
    const uploaded = queue.items.flatMap((item) =>
      item.status === "done" && item.result
        ? [{ key: item.id, fileName: item.file.name, fileId: item.result.id }]
        : [],
    );
    const plan = savePlan({
      multiple,
      clientId: client?.id ?? null,
      mode,
      name,
      uploaded,
      existingFileId: saved?.video.fileId ?? null,
    });
    if (!plan.ok || !client || !mode) {
      setProblem(plan.ok ? videoMessages.videoSaveMissingFields : plan.problem);
      return;
    }
    try {
      const videos = await Promise.all(
        plan.videos.map(async (video) => ({
          name: video.name,
          fileId: video.fileId,
          thumbnailFileId: video.key
            ? await uploader.storedThumbnailId(video.key)
            : (saved?.thumbnail?.fileId ?? null),
        })),
      );
      if (saved && videos[0]) {
        await update.mutateAsync({
          version: saved.version,
          clientId: client.id,
          namingMode: mode,
          ...videos[0],
        });
      } else {
        await create.mutateAsync({ clientId: client.id, namingMode: mode, videos });
      }
      notifications.show({
        color: "green",
        title: videoMessages.videoUpdated,
        message: videos.map((video) => video.name).join(", "),
        autoClose: notificationAutoCloseMs,
      });
      navigate(listPath);
    } catch (error) {
      setProblem(videoMessages.videoUploadFailure(errorDetail(error)));
    }
  }

  return (
    <Stack gap="md" maw={860}>
      {!saved && (
        <SegmentedControl
          aria-label="How many videos"
          value={multiple ? "multiple" : "single"}
          onChange={(value) => {
            setMultiple(value === "multiple");
            uploader.refuse(null);
          }}
          data={[
            { value: "single", label: "Single video" },
            { value: "multiple", label: "Multiple videos" },
          ]}
          disabled={queue.items.length > 0}
          style={{ alignSelf: "flex-start" }}
        />
      )}
      <CompanyPicker
        kind="client"
        label="Client"
        required
        value={client?.id ?? null}
        initialOption={saved?.client ?? null}
        onChange={(id, option) => setClient(id && option ? { id, name: option.name } : null)}
      />
      <NamingModeField value={mode} onChange={setMode} disabled={queue.items.length > 0} />
      {!multiple && mode && (
        <TextInput
          label={videoNameLabels[mode]}
          withAsterisk
          value={name}
          maxLength={videoNameMaxLength}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => void openExisting()}
          description={
            normalizedName !== name.trim() && normalizedName ? `Saved as ${normalizedName}` : undefined
          }
        />
      )}
      {saved && (
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" fw={500} mb={6}>
            Current video
          </Text>
          {/* biome-ignore lint/a11y/useMediaCaption: the lab's certificate videos have no speech to caption */}
          <video
            src={saved.video.url}
            controls
            preload="metadata"
            style={{ maxWidth: 360, borderRadius: 6 }}
          />
        </Paper>
      )}
      <VideoUploaderPanel
        uploader={uploader}
        multiple={multiple}
        label="Videos"
        waitingFor={
          canUpload ? null : multiple ? videoMessages.videoNamingModeFirst : videoMessages.videoNameFirst
        }
        onFiles={addFiles}
        detail={(item) => (mode && multiple ? `Named ${videoNameFromFile(item.file.name, mode)}` : null)}
      />
      {problem && (
        <Alert
          color="red"
          title={problem === videoMessages.videoSaveMissingFields ? messages.missingRequiredFields : "Error!"}
          role="alert"
        >
          {problem}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={saving} disabled={uploading}>
          Save
        </Button>
        {uploading && (
          <Text size="sm" c="dimmed">
            Save is ready once the uploads finish.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
