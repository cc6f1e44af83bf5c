import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { messages } from "@loupe/domain/messages";
import { Modal, Stack, Text } from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { CompanyPicker } from "../../components/company-picker";
import { DialogButtons } from "../../components/dialog-buttons";
import { FormMessage } from "../../components/form-message";
import { notifySuccess } from "../../components/notify-success";
import { errorDetail } from "../../lib/api-client";
import { useSetClient } from "./api";
import { itemLabel } from "./newly-added-columns";

// Chooses the client of one queued item (the company picker the forms use); NONE clears it.
export function SetClientDialog({ item, onClose }: { item: NewlyAddedItem | null; onClose: () => void }) {
  // Keeps the item while the dialog fades out.
  const shown = useRef(item);
  if (item) shown.current = item;
  const current = shown.current;
  const [chosen, setChosen] = useState<{ itemKey: string; id: string | null } | null>(null);
  const setClient = useSetClient();
  const key = current ? `${current.type}:${current.id}` : "";
  const clientId = chosen?.itemKey === key ? chosen.id : (current?.client?.id ?? null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!current) return;
    const saved = await setClient.mutateAsync({ item: current, clientId }).catch(() => null);
    if (!saved) return;
    notifySuccess(messages.clientSet);
    setChosen(null);
    onClose();
  }

  function close() {
    setChosen(null);
    setClient.reset();
    onClose();
  }

  return (
    <Modal opened={item !== null} onClose={close} title="Set Client" centered size="md">
      <form onSubmit={save} aria-label="Set Client">
        <Stack>
          <Text size="sm">
            Certificate{" "}
            <Text span ff="monospace" fw={600} inherit>
              {current ? itemLabel(current) : ""}
            </Text>
          </Text>
          <CompanyPicker
            key={key}
            kind="client"
            label="Client"
            allowNone
            value={clientId}
            initialOption={current?.client ?? null}
            onChange={(id) => setChosen({ itemKey: key, id })}
          />
          {setClient.isError && <FormMessage kind="error">{errorDetail(setClient.error)}</FormMessage>}
          <DialogButtons confirm="Save" onCancel={close} pending={setClient.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
