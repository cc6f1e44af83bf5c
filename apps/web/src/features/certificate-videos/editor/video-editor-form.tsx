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
import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CompanyPicker } from "../../../components/company-picker";
import { UploadQueue } from "../../../components/upload-queue";
import { useUploadQueue } from "../../../components/use-upload-queue";
import { ThumbnailPreview } from "../../../components/video-upload/thumbnail-preview";
import { uploadVideoOverTus } from "../../../components/video-upload/tus-upload";
import { useVideoThumbnails } from "../../../components/video-upload/use-video-thumbnails";
import { VideoDropZone } from "../../../components/video-upload/video-drop-zone";
import { errorDetail } from "../../../lib/api-client";
import { findCertificateVideoNamed, useSaveCertificateVideos, useUpdateCertificateVideo } from "../api";
import { videoEditorPath } from "../video-columns";
import { NamingModeField } from "./naming-mode-field";
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
  const [refused, setRefused] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const thumbnails = useVideoThumbnails();
  const queue = useUploadQueue({ upload: uploadVideoOverTus, concurrency: videoUploads.concurrent });
  const create = useSaveCertificateVideos();
  const update = useUpdateCertificateVideo(saved?.id ?? "");
  const saving = create.isPending || update.isPending;

  const normalizedName = mode ? normalizeVideoName(mode, name) : "";
  const canUpload = multiple ? mode !== null : normalizedName !== "";
  const uploading = queue.items.some((item) => item.status === "uploading" || item.status === "queued");

  function addFiles(files: File[]) {
    setRefused(null);
    if (!mode) return;
    const problems = files
      .map((file) => videoFileProblem(file.name, mode, multiple ? undefined : normalizedName))
      .filter((one): one is string => one !== null);
    if (problems.length > 0) {
      setRefused(problems.join(" "));
      return;
    }
    // Single mode holds one video: a new choice takes the place of the last.
    if (!multiple) {
      for (const item of queue.items) queue.remove(item.id);
    }
    const keys = queue.add(files);
    keys.forEach((key, index) => {
      const file = files[index];
      if (file) thumbnails.capture(key, file);
    });
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
            ? await thumbnails.storedId(video.key)
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
            setRefused(null);
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
      {canUpload ? (
        <VideoDropZone multiple={multiple} onFiles={addFiles} onRefused={setRefused} />
      ) : (
        <Text size="sm" c="dimmed">
          {multiple ? videoMessages.videoNamingModeFirst : videoMessages.videoNameFirst}
        </Text>
      )}
      {refused && (
        <Text size="sm" c="red.9" role="alert">
          {refused}
        </Text>
      )}
      <UploadQueue
        queue={queue}
        label="Videos"
        preview={(item) => <ThumbnailPreview thumbnail={thumbnails.thumbnails[item.id]} />}
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
