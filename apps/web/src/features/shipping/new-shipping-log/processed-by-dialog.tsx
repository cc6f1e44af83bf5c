import { messages } from "@loupe/domain/messages";
import { processedByName } from "@loupe/domain/shipping/pending-list";
import { Button, Group, Modal, TextInput } from "@mantine/core";
import { useState } from "react";
import { ErrorDialog } from "../../../components/error-dialog";

// 'Enter All Who Processed' with Save & Quit (spec 001 §2.6, §5.5): the names upper-cased; none
// typed: 'ERROR!' / 'Please type in the person who was processing.'
export function ProcessedByDialog({
  opened,
  pending,
  onClose,
  onSave,
}: {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onSave: (processedBy: string) => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const name = processedByName(text);
    if (name === null) setError(messages.shippingNoProcessor);
    else onSave(name);
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={messages.shippingProcessedByTitle}
        centered
        zIndex={300}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextInput
            label="Processed by"
            description="Everyone who processed these items, e.g. MAYA G, DANIEL C"
            value={text}
            onChange={(event) => setText(event.currentTarget.value.toUpperCase())}
            data-autofocus
            maxLength={120}
          />
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save &amp; Quit
            </Button>
          </Group>
        </form>
      </Modal>
      <ErrorDialog message={error} title={messages.shippingNoProcessorTitle} onClose={() => setError(null)} />
    </>
  );
}
