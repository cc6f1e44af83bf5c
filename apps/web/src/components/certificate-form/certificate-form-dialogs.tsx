import { messages } from "@loupe/domain/messages";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Blocker } from "react-router";

// Create Digital Certificate saved the record, but the spreadsheet has not taken it yet: say so
// (the outbox keeps trying), instead of claiming it was sent.
export function SpreadsheetPendingDialog({
  error,
  record,
  listLabel,
  onStay,
  onLeave,
}: {
  // null keeps it closed; "" when the server gave no reason.
  error: string | null;
  // What was saved, in words ('The diamond').
  record: string;
  // The way back ('Back to diamonds').
  listLabel: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal opened={error !== null} onClose={onStay} title={messages.certificateSaved} centered size="md">
      <Stack gap="sm">
        <Text>
          {record} has been saved, but the google spreadsheet has not taken it yet. It will be sent again
          automatically.
        </Text>
        {error && (
          <Text size="sm" c="dimmed">
            Reason: {error}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onStay}>
          Stay here
        </Button>
        <Button onClick={onLeave} data-autofocus>
          {listLabel}
        </Button>
      </Group>
    </Modal>
  );
}

// Someone else saved the record first: nothing was overwritten; reloading shows their version.
export function StaleRecordDialog({
  message,
  onReload,
  onClose,
}: {
  message: string | null;
  onReload: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={messages.genericErrorTitle} centered size="md">
      <Stack gap="sm">
        <Text role="alert">{message}</Text>
        <Text size="sm" c="dimmed">
          Reload discards the changes you made on this page.
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onReload} data-autofocus>
          Reload
        </Button>
      </Group>
    </Modal>
  );
}

// Asked when leaving the form with unsaved changes; `record` names it ('this diamond').
export function LeaveFormDialog({ blocker, record }: { blocker: Blocker; record: string }) {
  const opened = blocker.state === "blocked";
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title="Leave without saving?" centered size="sm">
      <Text>Your changes to {record} have not been saved.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
