import { Modal, Text } from "@mantine/core";
import { DialogButtons } from "./dialog-buttons";

// Before printing a card that was printed before: says which (and when and by whom, or how many)
// and asks. Cancel takes the focus: an Enter meant for something else must not print.
export function ConfirmReprint({
  opened,
  text,
  confirm = "Print again",
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  // What was printed before ('The card of JW-1 was printed on … by …').
  text: string;
  confirm?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Already printed" centered size="md">
      <Text>{text}</Text>
      <Text mt="xs">Print it again?</Text>
      <DialogButtons mt="lg" confirm={confirm} onConfirm={onConfirm} onCancel={onCancel} />
    </Modal>
  );
}
