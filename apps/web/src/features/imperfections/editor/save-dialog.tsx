import { imperfectionNameMaxLength } from "@loupe/domain/imperfections/imperfection-api";
import { messages } from "@loupe/domain/messages";
import { Modal, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { DialogButtons } from "../../../components/dialog-buttons";

// Save Image asks for the map's name (spec 002 §2); an empty one says 'Please provide a name'.
export function SaveDialog({
  opened,
  initialName,
  pending,
  onSave,
  onClose,
}: {
  opened: boolean;
  initialName: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === "") {
      setError(messages.imperfectionNameRequired);
      return;
    }
    onSave(name.trim());
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Save Image" size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            description="The name the list shows for this map"
            value={name}
            maxLength={imperfectionNameMaxLength}
            error={error}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
          />
          <DialogButtons confirm="Save" onCancel={onClose} pending={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
