import { formatDateTime } from "@loupe/domain/formatting";
import type { ProductDisplayVideo } from "@loupe/domain/videos/product-display-api";
import { Button, Card, Center, Group, Image, Text } from "@mantine/core";
import { IconExternalLink, IconEye, IconTrash, IconVideoOff } from "@tabler/icons-react";
import { formatBytes } from "../../lib/format-bytes";

// One product display video in the grid: its thumbnail (a placeholder when the browser could not
// capture one), name, size and date, and View, Open, Delete.
export function VideoCard({
  video,
  onView,
  onDelete,
}: {
  video: ProductDisplayVideo;
  onView: (video: ProductDisplayVideo) => void;
  onDelete: (video: ProductDisplayVideo) => void;
}) {
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={video.fileName}>
      <Card.Section>
        {video.thumbnailUrl ? (
          <Image src={video.thumbnailUrl} alt="" h={140} fit="cover" loading="lazy" />
        ) : (
          <Center h={140} bg="gray.1">
            <IconVideoOff size={32} color="var(--mantine-color-gray-6)" aria-label="No preview" />
          </Center>
        )}
      </Card.Section>
      <Text fw={500} size="sm" mt="xs" truncate="end" title={video.fileName}>
        {video.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {formatBytes(video.size)} · {formatDateTime(new Date(video.created))}
      </Text>
      <Group gap={6} mt="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden="true" />}
          onClick={() => onView(video)}
          aria-label={`View ${video.fileName}`}
        >
          View
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          component="a"
          href={video.videoUrl}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={14} aria-hidden="true" />}
          aria-label={`Open ${video.fileName}`}
        >
          Open
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          c="red.9"
          leftSection={<IconTrash size={14} aria-hidden="true" />}
          onClick={() => onDelete(video)}
          aria-label={`Delete ${video.fileName}`}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
