import { imageTooLarge, imageUploadLimits, notAnImage } from "@loupe/domain/files";
import { Box, Group, Input, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useId } from "react";
import { FileChooser, UploadProgress } from "./file-chooser";
import classes from "./image-upload-field.module.css";
import { useSingleFileUpload } from "./use-single-file-upload";

export type ImageValue = { id: string; name: string; url: string } | null;

const accepted: readonly string[] = imageUploadLimits.contentTypes;
const maxMegabytes = imageUploadLimits.maxBytes / 1_048_576;

// The server checks again; this spares a 5 MB upload that would be refused.
export function imageProblem(file: File): string | null {
  if (!accepted.includes(file.type)) return notAnImage;
  if (file.size > imageUploadLimits.maxBytes) return imageTooLarge;
  return null;
}

// One image (a logo, a background): preview of the current one, a chooser, progress while it
// uploads (uploadFile with purpose=image), Remove, and the reason when an upload fails.
export function ImageUploadField({
  label,
  value,
  onChange,
  failureText,
  previewWidth = 96,
  previewHeight = 96,
  disabled = false,
  onBusyChange,
}: {
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  // Put before the reason of a failed upload ('could not upload logo, please try again.').
  failureText: string;
  previewWidth?: number;
  previewHeight?: number;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}) {
  const id = useId();
  const upload = useSingleFileUpload({
    purpose: "image",
    problemOf: imageProblem,
    onUploaded: (file) => onChange({ id: file.id, name: file.name, url: file.url }),
    onBusyChange,
  });

  const lowerLabel = label.toLowerCase();
  return (
    <Stack gap={6}>
      <Input.Label htmlFor={id}>{label}</Input.Label>
      <Group gap="md" align="center" wrap="nowrap">
        <Box className={classes.preview} w={previewWidth} h={previewHeight}>
          {value ? (
            <img src={value.url} alt={`Current ${lowerLabel}`} />
          ) : (
            <Stack gap={2} align="center">
              <IconPhoto size={22} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              <Text size="xs" c="dimmed">
                No {lowerLabel}
              </Text>
            </Stack>
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <FileChooser
              id={id}
              label={label}
              accept={accepted.join(",")}
              hasValue={value !== null}
              disabled={disabled || upload.busy}
              removeLabel={`Remove ${lowerLabel}`}
              onChoose={upload.choose}
              onRemove={() => onChange(null)}
            />
          </Group>
          <Text id={`${id}-hint`} size="xs" c="dimmed">
            PNG, JPEG, WebP or GIF, at most {maxMegabytes} MB.
          </Text>
          <UploadProgress
            uploading={upload.uploading}
            failure={upload.failure}
            failurePrefix={failureText}
            onRetry={upload.retry}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
