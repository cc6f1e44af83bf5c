import { isMp4Upload, notAnMp4, videoTooLarge, videoUploadLimits } from "@loupe/domain/files";
import { Anchor, Group, Input, Stack, Text } from "@mantine/core";
import { IconMovie } from "@tabler/icons-react";
import { useId } from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { FileChooser, UploadProgress } from "../file-chooser";
import { useSingleFileUpload } from "../use-single-file-upload";
import classes from "./certificate-video-field.module.css";

// A stored video as a certificate record points at it.
export type VideoReference = { id: string; name: string; url: string };

const label = "Certificate video";
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
  const upload = useSingleFileUpload({
    purpose: "video",
    problemOf: videoProblem,
    onUploaded: (file) => onChange({ id: file.id, name: file.name, url: file.url }),
    onBusyChange,
  });

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
        <FileChooser
          id={id}
          label={label}
          accept={videoUploadLimits.contentType}
          hasValue={value !== null}
          disabled={upload.busy}
          removeLabel="Remove certificate video"
          onChoose={upload.choose}
          onRemove={() => onChange(null)}
        />
      </Group>
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        An .mp4 file of at most {videoUploadLimits.maxBytes / 1_048_576} MB.
      </Text>
      <UploadProgress
        uploading={upload.uploading}
        failure={upload.failure ?? error ?? null}
        onRetry={upload.retry}
      />
    </Stack>
  );
}

// The field bound to a form's video value.
export function CertificateVideoController<Values extends FieldValues>({
  control,
  name,
  error,
  onBusyChange,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, VideoReference | null>;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CertificateVideoField
          value={field.value}
          onChange={field.onChange}
          onBusyChange={onBusyChange}
          error={error}
        />
      )}
    />
  );
}
