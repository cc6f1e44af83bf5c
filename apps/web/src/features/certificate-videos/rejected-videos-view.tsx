import { notificationAutoCloseMs } from "@loupe/domain/constants";
import { formatDate, formatDateTime } from "@loupe/domain/formatting";
import type { RejectedCertificateVideo } from "@loupe/domain/videos/rejected-videos-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { Button, Group, Modal, Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DialogButtons } from "../../components/dialog-buttons";
import { notifySuccess } from "../../components/notify-success";
import { errorDetail } from "../../lib/api-client";
import { rejectedVideosQuery, useRetryAllRejectedVideos, useRetryRejectedVideo } from "./api";

// The rejected videos (spec 002 §3 rejected_datadune_certificates): the videos whose barcode push
// the outbox gave up on, each with the service's last answer; staff send one or all again.

const notifyFailure = (error: unknown) =>
  notifications.show({
    color: "red",
    title: "Retry failed",
    message: videoMessages.rejectedVideoRetryFailed(errorDetail(error)),
    autoClose: notificationAutoCloseMs * 2,
  });

function RejectedRow({
  video,
  onRetry,
  retrying,
}: {
  video: RejectedCertificateVideo;
  onRetry: (video: RejectedCertificateVideo) => void;
  retrying: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td fw={600}>{video.name}</Table.Td>
      <Table.Td>
        {video.client ? (
          video.client.name
        ) : (
          <Text c="dimmed" span inherit>
            NONE
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{video.error}</Table.Td>
      <Table.Td>
        <span title={formatDateTime(video.rejectedAt)}>{formatDate(video.rejectedAt)}</span>
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="light"
          aria-label={`Retry ${video.name}`}
          loading={retrying}
          onClick={() => onRetry(video)}
        >
          Retry
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function RejectedVideosView() {
  const { data, isPending, error } = useQuery(rejectedVideosQuery());
  const retryOne = useRetryRejectedVideo();
  const retryAll = useRetryAllRejectedVideos();
  const [confirming, setConfirming] = useState(false);
  const count = data?.total ?? 0;

  const retry = (video: RejectedCertificateVideo) =>
    retryOne.mutate(video.videoId, {
      onSuccess: () => notifySuccess("Sent again", videoMessages.rejectedVideoRetried(video.name)),
      onError: notifyFailure,
    });
  const sendAll = () =>
    retryAll.mutate(undefined, {
      onSuccess: (result) =>
        notifySuccess("Sent again", videoMessages.rejectedVideosRetried(result.retried.length)),
      onError: notifyFailure,
      onSettled: () => setConfirming(false),
    });

  return (
    <section aria-label="Rejected videos">
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          Videos the barcode service did not take after every attempt. Retry sends a video again, replacing
          what the service holds for its barcode.
        </Text>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          disabled={count === 0}
          onClick={() => setConfirming(true)}
        >
          Retry all
        </Button>
      </Group>
      <Paper withBorder>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Rejected videos" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Error</Table.Th>
                <Table.Th>Rejected On</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((video) => (
                <RejectedRow
                  key={video.videoId}
                  video={video}
                  onRetry={retry}
                  retrying={retryOne.isPending && retryOne.variables === video.videoId}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {isPending && (
          <Text p="md" c="dimmed">
            Loading…
          </Text>
        )}
        {error && (
          <Text p="md" c="red" role="alert">
            {errorDetail(error)}
          </Text>
        )}
        {data && data.items.length === 0 && (
          <Text p="md" c="dimmed">
            {videoMessages.rejectedVideosEmpty}
          </Text>
        )}
        {data && data.total > data.items.length && (
          <Text p="md" c="dimmed" size="sm">
            Showing the newest {data.items.length} of {data.total} rejected videos.
          </Text>
        )}
      </Paper>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Retry all" centered>
        <Text>{videoMessages.rejectedVideosRetryAllConfirm(count)}</Text>
        <DialogButtons
          mt="lg"
          confirm="Retry all"
          pending={retryAll.isPending}
          cancelDisabled={retryAll.isPending}
          onConfirm={sendAll}
          onCancel={() => setConfirming(false)}
        />
      </Modal>
    </section>
  );
}
