import { imageTooLarge, imageUploadLimits, notAnImage } from "@loupe/domain/files";
import { Box, Button, Group, Input, Progress, Stack, Text } from "@mantine/core";
import { IconPhoto, IconRefresh, IconTrash, IconUpload } from "@tabler/icons-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import classes from "./image-upload-field.module.css";
import { useUploadQueue } from "./use-upload-queue";

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
  const [rejected, setRejected] = useState<string | null>(null);
  const queue = useUploadQueue({
    purpose: "image",
    concurrency: 1,
    onUploaded: (file) => onChange({ id: file.id, name: file.name, url: file.url }),
  });
  const current = queue.items.at(-1);
  const busy = current?.status === "uploading" || current?.status === "queued";
  const failure = rejected ?? (current?.status === "error" ? current.error : null);

  useEffect(() => {
    onBusyChange?.(busy);
    // Unmounted mid-upload (the field hidden): the form must not wait for it forever.
    return () => {
      if (busy) onBusyChange?.(false);
    };
  }, [busy, onBusyChange]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still fires a change.
    event.currentTarget.value = "";
    if (!file) return;
    for (const item of queue.items) queue.remove(item.id);
    const problem = imageProblem(file);
    setRejected(problem);
    if (!problem) queue.add([file]);
  }

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
            <input
              id={id}
              className={classes.input}
              type="file"
              accept={accepted.join(",")}
              aria-label={label}
              aria-describedby={`${id}-hint`}
              disabled={disabled || busy}
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
                disabled={disabled || busy}
                aria-label={`Remove ${lowerLabel}`}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text id={`${id}-hint`} size="xs" c="dimmed">
            PNG, JPEG, WebP or GIF, at most {maxMegabytes} MB.
          </Text>
          {current && busy && (
            <Progress
              size="sm"
              value={current.progress}
              animated
              aria-label={`Uploading ${current.file.name}`}
            />
          )}
          {failure && (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" c="red.9" role="alert">
                {failureText} {failure}
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
      </Group>
    </Stack>
  );
}
