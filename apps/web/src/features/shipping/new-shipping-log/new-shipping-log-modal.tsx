import { messages } from "@loupe/domain/messages";
import type { JewelryType } from "@loupe/domain/options/jewelry";
import { isShippable, type PendingItem } from "@loupe/domain/shipping/pending-list";
import {
  classifyScan,
  type ShippingScan,
  type ShippingSearchKey,
  shippingSearchKeyLabels,
  shippingSearchKeys,
} from "@loupe/domain/shipping/scan";
import type { ShippingSaveResult, UnshippedItem } from "@loupe/domain/shipping/shipping-save-api";
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconBarcode } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ErrorDialog } from "../../../components/error-dialog";
import { notifySuccess } from "../../../components/notify-success";
import { PickList } from "../../../components/pick-list";
import { errorDetail } from "../../../lib/api-client";
import { type ManualAddition, ManualItemDialog } from "./manual-item-dialog";
import { PendingTable } from "./pending-table";
import { ProcessedByDialog } from "./processed-by-dialog";
import { SearchResults } from "./search-results";
import { unshippedSearchQuery, useSaveShippingLog } from "./shipping-save-api";
import { usePendingList } from "./use-pending-list";
import { useScannerInput } from "./use-scanner-input";

const keyOptions = shippingSearchKeys.map((key) => ({ value: key, label: shippingSearchKeyLabels[key] }));

const toPending = (item: UnshippedItem): PendingItem => ({
  id: item.id,
  manual: false,
  certificateNumber: item.certificateNumber,
  stockNumber: item.stockNumber,
  orderNumber: item.orderNumber,
  lineNumber: item.lineNumber,
  purchaseOrder: item.purchaseOrder,
  clientSku: item.clientSku,
  jewelryType: item.jewelryType,
  trackingNumber: item.trackingNumber,
  client: item.client,
  customer: item.customer,
});

const savedTime = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });

type Found = { scan: ShippingScan; items: UnshippedItem[]; truncated: boolean };

// New Shipping Log (spec 001 §2.6, §4.5, §5.5, §7.5; issue 23 item 3): scan or search unshipped
// items, add them (or type one in) to a pending list kept in this browser, and Save Log.
export function NewShippingLogModal({
  opened,
  onClose,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved?: (result: ShippingSaveResult) => void;
}) {
  const queryClient = useQueryClient();
  const pending = usePendingList();
  const save = useSaveShippingLog();
  const [searchKey, setSearchKey] = useState<ShippingSearchKey>("orderNumber");
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [searching, setSearching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [manualOpen, setManualOpen] = useState(false);
  const [processedOpen, setProcessedOpen] = useState(false);
  const [scannerInput, setScannerInput] = useState<HTMLInputElement | null>(null);

  const focusScanner = useCallback(() => scannerInput?.focus(), [scannerInput]);

  const search = useCallback(
    async (typed: string) => {
      const scan = classifyScan(typed, searchKey);
      if (!scan) return;
      setSearchKey(scan.key);
      setText(scan.lineNumber === null ? scan.value : `${scan.value}-${scan.lineNumber}`);
      setSearching(true);
      setNotice(null);
      try {
        const result = await queryClient.fetchQuery(unshippedSearchQuery(scan));
        if (result.items.length === 0) {
          setFound(null);
          setNotice(messages.shippingNothingFound);
        } else setFound({ scan, ...result });
      } catch (problem) {
        setError(errorDetail(problem));
      } finally {
        setSearching(false);
      }
    },
    [queryClient, searchKey],
  );

  const dialogOpen = manualOpen || processedOpen || error !== null;
  useScannerInput(opened && !dialogOpen && !save.isPending, (scanned) => void search(scanned), scannerInput);

  function addFound(items: UnshippedItem[]) {
    const skipped = pending.add(items.map(toPending));
    setNotice(skipped > 0 ? messages.shippingDuplicatesSkipped(skipped) : null);
    setFound(null);
    setText("");
    focusScanner();
  }

  function addManual({ item, companies }: ManualAddition) {
    const skipped = pending.add([item], { [item.id]: companies });
    setNotice(skipped > 0 ? messages.shippingDuplicatesSkipped(skipped) : null);
    focusScanner();
  }

  async function saveLog(processedBy: string) {
    const { items, companies } = pending.list;
    try {
      const result = await save.mutateAsync({
        idempotencyKey: await pending.saveKey(),
        processedBy,
        itemIds: items.filter((item) => !item.manual).map((item) => item.id),
        manualItems: items
          .filter((item) => item.manual)
          .map((item) => ({
            id: item.id,
            clientId: companies[item.id]?.clientId ?? "",
            customerId: companies[item.id]?.customerId ?? null,
            // Chosen from the domain's jewelryTypes in Add Manually; the server checks it again.
            jewelryType: item.jewelryType as JewelryType,
            orderNumber: item.orderNumber,
            lineNumber: item.lineNumber,
            purchaseOrder: item.purchaseOrder,
            clientSku: item.clientSku,
            stockNumber: item.stockNumber,
          })),
      });
      setProcessedOpen(false);
      await pending.reset();
      notifySuccess(messages.shippingSavedTitle, messages.shippingSaved);
      if (result.notShipped.length > 0)
        notifications.show({
          color: "yellow",
          title: `${result.notShipped.length} not shipped`,
          message: result.notShipped.map((item) => `${item.label} ${item.reason}`).join("\n"),
          autoClose: false,
          style: { whiteSpace: "pre-line" },
        });
      setFound(null);
      setText("");
      setNotice(null);
      onSaved?.(result);
      onClose();
    } catch (problem) {
      setProcessedOpen(false);
      setError(
        `${errorDetail(problem)} The list is kept on this computer: save again when the connection is back (nothing is shipped twice).`,
      );
    }
  }

  const items = pending.list.items;
  const unshippable = items.filter((item) => !isShippable(item));

  return (
    <>
      <Modal opened={opened} onClose={onClose} title="New Shipping Log" size="min(1280px, 96vw)" centered>
        <Stack gap="sm">
          <VisuallyHidden>
            <input
              ref={setScannerInput}
              aria-label="Barcode scanner input"
              tabIndex={-1}
              readOnly
              data-autofocus
            />
          </VisuallyHidden>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void search(text);
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <PickList
                label="Search for"
                data={keyOptions}
                value={searchKey}
                onChange={(key) => key && setSearchKey(key as ShippingSearchKey)}
                w={160}
              />
              <TextInput
                label="Search or scan"
                placeholder="Order-line, certificate, item, PO or tracking number"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                flex={1}
                miw={260}
                maxLength={80}
              />
              <Button type="submit" loading={searching}>
                Search
              </Button>
              <Button variant="default" onClick={() => setManualOpen(true)}>
                Add Manually
              </Button>
            </Group>
          </form>
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <IconBarcode size={18} aria-hidden />
              <Text size="sm" c="dimmed">
                Scanner ready: scan a barcode at any time while this window is open.
              </Text>
            </Group>
            <Text size="sm" c="dimmed" data-testid="pending-saved-at" aria-live="polite">
              {pending.storageError
                ? `Could not keep the list on this computer: ${pending.storageError}`
                : pending.list.savedAt
                  ? `List kept on this computer, last saved ${savedTime(pending.list.savedAt)}`
                  : "The list is kept on this computer until you save the log."}
            </Text>
          </Group>
          {notice && (
            <Alert color="blue" variant="light" py={6} role="status">
              {notice}
            </Alert>
          )}
          {found && (
            <SearchResults
              key={JSON.stringify(found.scan)}
              items={found.items}
              truncated={found.truncated}
              onAdd={addFound}
              onCancel={() => {
                setFound(null);
                focusScanner();
              }}
            />
          )}
          <Title order={3} size="h5" mt="xs">
            Pending list: shipped when you save the log
          </Title>
          <PendingTable items={items} onRemove={pending.remove} />
          {unshippable.length > 0 && (
            <Text size="sm" c="orange.9">
              {unshippable.length} {unshippable.length === 1 ? "item has" : "items have"} neither a
              certificate nor a stock number and will not be shipped.
            </Text>
          )}
          <Group justify="space-between">
            <Text size="sm">
              {items.length} {items.length === 1 ? "item" : "items"} on the list
            </Text>
            <Button onClick={() => setProcessedOpen(true)} disabled={items.length === 0 || !pending.loaded}>
              Save Log
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ManualItemDialog opened={manualOpen} onClose={() => setManualOpen(false)} onAdd={addManual} />
      <ProcessedByDialog
        opened={processedOpen}
        pending={save.isPending}
        onClose={() => setProcessedOpen(false)}
        onSave={(name) => void saveLog(name)}
      />
      <ErrorDialog
        message={error}
        onClose={() => {
          setError(null);
          focusScanner();
        }}
      />
    </>
  );
}
