import type { QrListVideo } from "@loupe/domain/videos/qr-list-api";
import { Button, Card, SimpleGrid, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { certInfoText } from "./cert-info-text";
import classes from "./chosen-videos.module.css";

// The videos of the list with their previews (spec 002 §2 'video previews'): the staff copy of the
// video, its thumbnail as the poster until it plays, and a Remove button.
export function ChosenVideos({
  videos,
  onRemove,
}: {
  videos: QrListVideo[];
  onRemove: (id: string) => void;
}) {
  if (videos.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No videos yet: pick or upload at least two above.
      </Text>
    );
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 4 }}
      aria-label="Chosen videos"
      component="ul"
      className={classes.list}
    >
      {videos.map((video) => (
        <Card key={video.id} withBorder padding="sm" component="li">
          <Card.Section>
            {/* biome-ignore lint/a11y/useMediaCaption: certificate footage has no speech to caption. */}
            <video
              className={classes.video}
              src={video.videoUrl}
              poster={video.thumbnailUrl ?? undefined}
              preload="metadata"
              controls
              aria-label={`Video ${video.name}`}
            />
          </Card.Section>
          <Text fw={600} mt="xs" truncate title={video.name}>
            {video.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {video.client?.name ?? "NONE"}
          </Text>
          <Text size="sm">{certInfoText(video.certInfo)}</Text>
          <Button
            mt="xs"
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            aria-label={`Remove ${video.name}`}
            onClick={() => onRemove(video.id)}
          >
            Remove
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
