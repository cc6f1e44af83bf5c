import { isMp4Upload, notAnMp4, videoTooLarge, videoUploadLimits } from "@loupe/domain/files";
import { Anchor, Group, Input, Stack, Text } from "@mantine/core";
import { IconMovie } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
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

// Every certificate form keeps its video under this name.
type WithVideo = { video: VideoReference | null };

// A form's media section: the certificate video first, then what the certificate type adds below it
// (the diamond's imperfection link, the jewelry's rendered video).
export function CertificateMediaFields<Values extends FieldValues & WithVideo>({
  control,
  problems,
  onUploadingChange,
  children,
}: {
  control: Control<Values>;
  problems: Readonly<Record<string, string>>;
  onUploadingChange: (uploading: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Controller
        control={control}
        // WithVideo guarantees the path; TypeScript cannot resolve paths of a generic form's values.
        name={"video" as FieldPathByValue<Values, VideoReference | null>}
        render={({ field }) => (
          <CertificateVideoField
            value={field.value}
            onChange={field.onChange}
            onBusyChange={onUploadingChange}
            error={problems.video}
          />
        )}
      />
      {children}
    </Stack>
  );
}
