import type { DiamondOption, ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import { connectionLabels } from "@loupe/domain/imperfections/imperfection-status";
import { messages } from "@loupe/domain/messages";
import { Alert, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DialogButtons } from "../../../components/dialog-buttons";
import { notifySuccess } from "../../../components/notify-success";
import { errorDetail } from "../../../lib/api-client";
import { diamondOptionsQuery, useConnectDiamond } from "../api";

const optionText = (option: DiamondOption) =>
  [option.certificateNumber, option.shape, option.weight === null ? null : `${option.weight.toFixed(2)} ct`]
    .filter(Boolean)
    .join(" · ");

// The connect popup (spec 002 §2): search diamonds by certificate number, choose one, connect.
// A diamond connected to another map moves to this one (the server says so in the option).
export function ConnectDialog({
  row,
  opened,
  onClose,
}: {
  row: ImperfectionListItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim().toUpperCase(), 250);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const options = useQuery({ ...diamondOptionsQuery(debounced), enabled: opened && debounced.length > 0 });
  const connect = useConnectDiamond();
  const items = debounced.length > 0 ? (options.data?.items ?? []) : [];

  function close() {
    setSearch("");
    setChosen(null);
    setFailure(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!row || !chosen) return;
    setFailure(null);
    try {
      await connect.mutateAsync({ id: row.id, diamondId: chosen });
      notifySuccess(messages.imperfectionConnected);
      close();
    } catch (error) {
      setFailure(`${errorDetail(error)} Try again later`);
    }
  }

  const title = row?.diamond ? connectionLabels.edit : connectionLabels.connect;
  return (
    <Modal opened={opened} onClose={close} title={row ? `${title}: ${row.name}` : title} size="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label="Certificate number"
            placeholder="Type a certificate number"
            value={search}
            data-autofocus
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={options.isFetching ? <Loader size={14} /> : null}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setChosen(null);
            }}
          />
          {row?.diamond && (
            <Text size="sm" c="dimmed">
              Connected now: {row.diamond.certificateNumber}
            </Text>
          )}
          {debounced.length > 0 && !options.isPending && items.length === 0 && !options.isError && (
            <Text size="sm">No diamond has a certificate number like “{debounced}”.</Text>
          )}
          {options.isError && <Alert color="red">{`${errorDetail(options.error)} Try again later`}</Alert>}
          {items.length > 0 && (
            <Radio.Group label="Diamonds" value={chosen} onChange={setChosen}>
              <ScrollArea.Autosize mah={240} mt={6}>
                <Stack gap={8}>
                  {items.map((option) => (
                    <Radio
                      key={option.id}
                      value={option.id}
                      label={optionText(option)}
                      description={
                        option.imperfectionId && option.imperfectionId !== row?.id
                          ? "Connected to another map: connecting moves it here"
                          : undefined
                      }
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Radio.Group>
          )}
          {failure && <Alert color="red">{failure}</Alert>}
          <DialogButtons
            confirm={connectionLabels.connect}
            onCancel={close}
            pending={connect.isPending}
            confirmDisabled={chosen === null}
          />
        </Stack>
      </form>
    </Modal>
  );
}
