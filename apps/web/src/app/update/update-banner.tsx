import { messages } from "@loupe/domain/messages";
import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";

// The banner and confirmation dialog that offer the new build; UPDATE reloads the page.
export function UpdateBanner({ dismiss, reload }: { dismiss: () => void; reload: () => void }) {
  const [confirming, setConfirming] = useState(false);

  const later = () => {
    setConfirming(false);
    dismiss();
  };

  return (
    <>
      <Alert
        color="indigo"
        variant="light"
        mb="lg"
        icon={<IconRefresh size={18} aria-hidden="true" />}
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={dismiss}
        role="status"
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" fw={500}>
            {messages.updateAvailable}
          </Text>
          <Button size="xs" onClick={() => setConfirming(true)}>
            UPDATE
          </Button>
        </Group>
      </Alert>
      <Modal opened={confirming} onClose={later} title="Update Loupe" centered size="sm">
        <Text>
          {messages.updateAvailable} Reload now to use it? Unsaved changes on this page will be lost.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={later}>
            Later
          </Button>
          <Button onClick={reload} data-autofocus>
            UPDATE
          </Button>
        </Group>
      </Modal>
    </>
  );
}
