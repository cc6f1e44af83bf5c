import type { VideoReference } from "@loupe/domain/diamonds/diamond";
import { isMp4Upload, notAnMp4, videoTooLarge, videoUploadLimits } from "@loupe/domain/files";
import { Anchor, Button, Group, Input, Progress, Stack, Text } from "@mantine/core";
import { IconMovie, IconRefresh, IconTrash, IconUpload } from "@tabler/icons-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { uploadFile } from "../../components/upload-file";
import { type Uploader, useUploadQueue } from "../../components/use-upload-queue";
import classes from "./certificate-video-field.module.css";

const label = "Certificate video";
// The server takes the purpose from the query: mp4 only, stored with a '.mp4' name.
export const uploadVideo: Uploader = (file, onProgress) =>
  uploadFile(file, onProgress, { url: "/api/files?purpose=video" });

export function videoProblem(file: File): string | null {
  if (!isMp4Upload(file.name, file.type)) return notAnMp4;
  if (file.size > videoUploadLimits.maxBytes) return videoTooLarge;
  return null;
}

// The certificate video (spec 000 §2): choose an .mp4, watch it upload, see its name, and
// replace or remove it. The record only points at the file once the form is saved.
export function CertificateVideoField({
  value,
  onChange,
  onBusyChange,
  error,
}: {
  value: VideoReference | null;
  onChange: (value: VideoReference | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const queue = useUploadQueue({
    upload: uploadVideo,
    concurrency: 1,
    onUploaded: (file) => onChange({ id: file.id, name: file.name, url: file.url }),
  });
  const current = queue.items.at(-1);
  const busy = current?.status === "uploading" || current?.status === "queued";
  const failure = rejected ?? (current?.status === "error" ? current.error : null) ?? error ?? null;

  useEffect(() => {
    onBusyChange(busy);
    return () => {
      if (busy) onBusyChange(false);
    };
  }, [busy, onBusyChange]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still fires a change.
    event.currentTarget.value = "";
    if (!file) return;
    for (const item of queue.items) queue.remove(item.id);
    const problem = videoProblem(file);
    setRejected(problem);
    if (!problem) queue.add([file]);
  }

  return (
    <Stack gap={6}>
      <Input.Label htmlFor={id}>{label}</Input.Label>
      <Group gap="sm" wrap="nowrap" className={classes.current}>
        <IconMovie size={20} color="var(--mantine-color-gray-7)" aria-hidden="true" />
        {value ? (
          <Anchor
            href={value.url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            truncate="end"
            style={{ flex: 1 }}
          >
            {value.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            No video
          </Text>
        )}
        <input
          id={id}
          className={classes.input}
          type="file"
          accept={videoUploadLimits.contentType}
          aria-label={label}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={choose}
        />
        <Button
          component="label"
          htmlFor={id}
          className={classes.chooser}
          variant="default"
          size="xs"
          leftSection={<IconUpload size={14} aria-hidden="true" />}
        >
          {value ? "Replace" : "Upload"}
        </Button>
        {value && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={() => onChange(null)}
            disabled={busy}
            aria-label="Remove certificate video"
          >
            Remove
          </Button>
        )}
      </Group>
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        An .mp4 file of at most {videoUploadLimits.maxBytes / 1_048_576} MB.
      </Text>
      {current && busy && (
        <Progress size="sm" value={current.progress} animated aria-label={`Uploading ${current.file.name}`} />
      )}
      {failure && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
          {current?.status === "error" && !rejected && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} aria-hidden="true" />}
              onClick={() => queue.retry(current.id)}
            >
              Retry
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
