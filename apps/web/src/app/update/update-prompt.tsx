import { messages } from "@loupe/domain/messages";
import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useUpdatePrompt } from "./use-update-prompt";

// The banner and confirmation dialog that offer the new build; UPDATE reloads the page.
export function UpdatePrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const prompt = useUpdatePrompt({ currentBuildId: __BUILD_ID__ });
  const [confirming, setConfirming] = useState(false);

  if (!prompt.visible) return null;

  const later = () => {
    setConfirming(false);
    prompt.dismiss();
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
        onClose={prompt.dismiss}
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
