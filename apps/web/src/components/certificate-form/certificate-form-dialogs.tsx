import { messages } from "@loupe/domain/messages";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Blocker } from "react-router";

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
