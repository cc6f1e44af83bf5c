import { messages } from "@loupe/domain/messages";
import { Button, Group, Modal, Text } from "@mantine/core";

// The delete confirmation of every list (spec 000 §8): 'Are you sure?' with DELETE and CANCEL.
export function ConfirmDelete({
  opened,
  onConfirm,
  onCancel,
  loading = false,
  subject,
  confirmLabel = messages.confirmDeleteButton,
  text = messages.confirmDeleteText,
}: {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  // What is being deleted, shown under the warning so the user can check it.
  subject?: string;
  // The form's confirmation says 'Yes, delete it!' where the lists say DELETE (spec 000 §8).
  confirmLabel?: string;
  // The warning under the title; some screens word it 'You won't be able to revert this!' (spec 002 §5).
  text?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={messages.confirmDeleteTitle}
      centered
      size="sm"
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      <Text>{text}</Text>
      {subject && (
        <Text fw={500} mt="xs" size="sm">
          {subject}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Cancel takes the focus: an Enter meant for something else must not delete. */}
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {messages.cancelButton}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
