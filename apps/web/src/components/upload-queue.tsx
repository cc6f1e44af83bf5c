import { uploadLoaderDelayMs } from "@loupe/domain/constants";
import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconPlayerStop, IconRefresh, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatBytes } from "../lib/format-bytes";
import { formatSecondsLeft } from "../lib/format-seconds-left";
import { useDelayedFlag } from "./use-delayed-flag";
import { type UploadItem, type UploadQueueState, type UploadStatus, uploadPace } from "./use-upload-queue";

const statusLabel: Record<UploadStatus, string> = {
  queued: "Queued",
  uploading: "Uploading",
  done: "Done",
  error: "Failed",
  cancelled: "Cancelled",
};

const statusColor: Record<UploadStatus, string> = {
  queued: "gray",
  uploading: "blue",
  done: "green",
  error: "red",
  cancelled: "orange",
};

// One row per file: name, size, state, a progress bar with speed and time left, Cancel while it
// uploads, and Retry when it failed or was cancelled. `preview` and `detail` add what an area
// shows of a file (a thumbnail; the name it gives).
export function UploadQueue({
  queue,
  label = "Uploads",
  preview,
  detail,
}: {
  queue: UploadQueueState;
  label?: string;
  preview?: (item: UploadItem) => ReactNode;
  detail?: (item: UploadItem) => ReactNode;
}) {
  if (queue.items.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: "none" }}>
      {queue.items.map((item) => (
        <UploadRow key={item.id} item={item} queue={queue} preview={preview} detail={detail} />
      ))}
    </Stack>
  );
}

function UploadRow({
  item,
  queue,
  preview,
  detail,
}: {
  item: UploadItem;
  queue: UploadQueueState;
  preview?: (item: UploadItem) => ReactNode;
  detail?: (item: UploadItem) => ReactNode;
}) {
  const name = item.file.name;
  const uploading = item.status === "uploading";
  const showProgress = useDelayedFlag(uploading, uploadLoaderDelayMs);
  const pace = uploading ? uploadPace(item) : null;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {preview?.(item)}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatBytes(item.file.size)}
              {detail && <> · {detail(item)}</>}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {/* The light badge's own coloured text is under 4.5:1 on its ground; dark text is not. */}
          <Badge color={statusColor[item.status]} c="dark.8" variant="light">
            {statusLabel[item.status]}
          </Badge>
          {uploading && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={12} aria-hidden="true" />}
              onClick={() => queue.cancel(item.id)}
              aria-label={`Cancel ${name}`}
            >
              Cancel
            </Button>
          )}
          {(item.status === "error" || item.status === "cancelled") && (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} aria-hidden="true" />}
              onClick={() => queue.retry(item.id)}
              aria-label={`Retry ${name}`}
            >
              Retry
            </Button>
          )}
          {!uploading && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove ${name}`}
              onClick={() => queue.remove(item.id)}
            >
              <IconX size={14} aria-hidden="true" />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {showProgress && (
        <>
          <Progress mt="xs" size="sm" value={item.progress} aria-label={`Uploading ${name}`} animated />
          <Text size="xs" c="dimmed" mt={4}>
            {`${item.progress}%`}
            {item.note
              ? ` · ${item.note}`
              : pace &&
                ` · ${formatBytes(pace.bytesPerSecond)}/s · ${formatSecondsLeft(pace.secondsLeft)} left`}
          </Text>
        </>
      )}
      {item.error && (
        <Text size="xs" c="red.8" mt={6} role="alert">
          {item.error}
        </Text>
      )}
    </Paper>
  );
}
