import { messages } from "@loupe/domain/messages";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useRef } from "react";

// A blocking error with the server's own explanation; `message` null keeps it closed.
export function ErrorDialog({
  message,
  onClose,
  title = messages.genericErrorTitle,
  returnFocus = true,
}: {
  message: string | null;
  onClose: () => void;
  title?: string;
  // false: the opener puts the focus where the user goes next (not back on what opened it).
  returnFocus?: boolean;
}) {
  // Keeps the text and title while the dialog fades out after `message` went back to null.
  const shown = useRef(message);
  const shownTitle = useRef(title);
  if (message !== null) {
    shown.current = message;
    shownTitle.current = title;
  }
  return (
    // Above any dialog it reports on (a form's modal uses the default 200).
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={shownTitle.current}
      centered
      size="sm"
      zIndex={400}
      returnFocus={returnFocus}
    >
      <Text role="alert">{shown.current}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
