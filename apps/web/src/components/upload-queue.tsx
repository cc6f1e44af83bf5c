import { uploadLoaderDelayMs } from "@loupe/domain/constants";
import { ActionIcon, Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { IconRefresh, IconX } from "@tabler/icons-react";
import { useDelayedFlag } from "./use-delayed-flag";
import type { UploadItem, UploadQueueState, UploadStatus } from "./use-upload-queue";

const statusLabel: Record<UploadStatus, string> = {
  queued: "Queued",
  uploading: "Uploading",
  done: "Done",
  error: "Failed",
};

const statusColor: Record<UploadStatus, string> = {
  queued: "gray",
  uploading: "blue",
  done: "green",
  error: "red",
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

// One row per file: name, size, state, a progress bar, and Retry when it failed.
export function UploadQueue({ queue, label = "Uploads" }: { queue: UploadQueueState; label?: string }) {
  if (queue.items.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: "none" }}>
      {queue.items.map((item) => (
        <UploadRow key={item.id} item={item} queue={queue} />
      ))}
    </Stack>
  );
}

function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueueState }) {
  const name = item.file.name;
  const showProgress = useDelayedFlag(item.status === "uploading", uploadLoaderDelayMs);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatSize(item.file.size)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Badge color={statusColor[item.status]} variant="light">
            {statusLabel[item.status]}
          </Badge>
          {item.status === "error" && (
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
          {item.status !== "uploading" && (
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
        <Progress mt="xs" size="sm" value={item.progress} aria-label={`Uploading ${name}`} animated />
      )}
      {item.error && (
        <Text size="xs" c="red.8" mt={6} role="alert">
          {item.error}
        </Text>
      )}
    </Paper>
  );
}
