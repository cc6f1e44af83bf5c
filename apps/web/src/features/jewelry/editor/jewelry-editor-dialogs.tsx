import { messages } from "@loupe/domain/messages";
import { Button, Group, Modal, Text } from "@mantine/core";
import { DialogButtons } from "../../../components/dialog-buttons";

// Before a plain Save of a record on an order line: how many other certificates it changes.
export function OrderLineConfirmDialog({
  question,
  onAnswer,
}: {
  // null keeps it closed.
  question: { others: number; orderLine: string } | null;
  onAnswer: (proceed: boolean) => void;
}) {
  return (
    <Modal
      opened={question !== null}
      onClose={() => onAnswer(false)}
      title={messages.orderLineConfirmTitle}
      centered
      size="md"
    >
      <Text>{question && messages.orderLineConfirm(question.others, question.orderLine)}</Text>
      <DialogButtons
        mt="lg"
        confirm="Save all"
        onCancel={() => onAnswer(false)}
        onConfirm={() => onAnswer(true)}
        autoFocusConfirm
      />
    </Modal>
  );
}

// After a plain Save (spec 001 §2.3): Go Back to the list, or stay on the record.
export function SavedDialog({
  opened,
  onStay,
  onGoBack,
}: {
  opened: boolean;
  onStay: () => void;
  onGoBack: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onStay} title={messages.certificateSaved} centered size="sm">
      <Text>Go back to the jewelry list, or keep working on this certificate.</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onStay}>
          Stay here
        </Button>
        <Button onClick={onGoBack} data-autofocus>
          Go Back
        </Button>
      </Group>
    </Modal>
  );
}
