import { messages } from "@loupe/domain/messages";
import type { UnshippedItem } from "@loupe/domain/shipping/shipping-save-api";
import { Button, Group, Paper, Text, Title } from "@mantine/core";
import { useState } from "react";
import { type SelectableColumn, SelectableTable } from "../../../components/selectable-table";

const columns: SelectableColumn<UnshippedItem>[] = [
  {
    key: "certificate",
    header: "Certificate #",
    cell: (item) => item.certificateNumber || item.stockNumber || "N/A",
  },
  { key: "client", header: "Client", cell: (item) => item.client || "N/A" },
  {
    key: "order",
    header: "Order Number",
    cell: (item) => `${item.orderNumber || "N/A"}${item.lineNumber === null ? "" : `-${item.lineNumber}`}`,
  },
  { key: "po", header: "Purchase Order", cell: (item) => item.purchaseOrder || "N/A" },
  { key: "tracking", header: "Tracking #", cell: (item) => item.trackingNumber || "N/A" },
  { key: "type", header: "Item Type", cell: (item) => item.jewelryType || "N/A" },
];

// The found unshipped items (spec 001 §2.6 'Select The Certs Being Shipped Today'), all selected
// at first (a scanned box is usually shipped whole); Add Certs To List or Cancel.
export function SearchResults({
  items,
  truncated,
  onAdd,
  onCancel,
}: {
  items: UnshippedItem[];
  truncated: boolean;
  onAdd: (items: UnshippedItem[]) => void;
  onCancel: () => void;
}) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set(items.map((item) => item.id)));
  return (
    <Paper withBorder p="sm" radius="sm">
      <Title order={3} size="h5" mb="xs" id="shipping-results-title">
        {messages.shippingSelectTitle}
      </Title>
      {truncated && (
        <Text size="sm" c="dimmed" mb="xs">
          Only the newest {items.length} matches are shown: search more narrowly for the rest.
        </Text>
      )}
      <SelectableTable
        label={messages.shippingSelectTitle}
        rows={items}
        columns={columns}
        rowKey={(item) => item.id}
        rowLabel={(item) => `Select ${item.certificateNumber || item.stockNumber || item.id}`}
        selected={selected}
        onChange={setSelected}
      />
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          disabled={selected.size === 0}
          onClick={() => onAdd(items.filter((item) => selected.has(item.id)))}
        >
          Add Certs To List
        </Button>
      </Group>
    </Paper>
  );
}
