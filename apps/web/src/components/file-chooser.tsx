import { uploadLoaderDelayMs } from "@loupe/domain/constants";
import { Button, Group, Progress, Text } from "@mantine/core";
import { IconRefresh, IconTrash, IconUpload } from "@tabler/icons-react";
import type { ChangeEvent } from "react";
import classes from "./file-chooser.module.css";
import { useDelayedFlag } from "./use-delayed-flag";
import type { UploadItem } from "./use-upload-queue";

// The Upload / Replace and Remove buttons of a single-file field; the real <input type=file>
// keeps the field's label and hint for keyboard and screen-reader users.
export function FileChooser({
  id,
  label,
  accept,
  hasValue,
  disabled,
  removeLabel,
  onChoose,
  onRemove,
}: {
  id: string;
  label: string;
  accept: string;
  hasValue: boolean;
  disabled: boolean;
  removeLabel: string;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <input
        id={id}
        className={classes.input}
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={onChoose}
      />
      <Button
        component="label"
        htmlFor={id}
        className={classes.chooser}
        variant="default"
        size="xs"
        leftSection={<IconUpload size={14} aria-hidden="true" />}
      >
        {hasValue ? "Replace" : "Upload"}
      </Button>
      {hasValue && (
        <Button
          variant="subtle"
          color="red"
          c="red.9"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={onRemove}
          disabled={disabled}
          aria-label={removeLabel}
        >
          Remove
        </Button>
      )}
    </>
  );
}

// Progress while a file uploads; afterwards the reason it failed, with Retry when it can be.
export function UploadProgress({
  uploading,
  failure,
  failurePrefix,
  onRetry,
}: {
  uploading: UploadItem | null;
  failure: string | null;
  failurePrefix?: string;
  onRetry: (() => void) | null;
}) {
  const showProgress = useDelayedFlag(uploading !== null, uploadLoaderDelayMs);
  return (
    <>
      {uploading && showProgress && (
        <Progress
          size="sm"
          value={uploading.progress}
          animated
          aria-label={`Uploading ${uploading.file.name}`}
        />
      )}
      {failure && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="red.9" role="alert">
            {failurePrefix ? `${failurePrefix} ${failure}` : failure}
          </Text>
          {onRetry && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} aria-hidden="true" />}
              onClick={onRetry}
            >
              Retry
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
