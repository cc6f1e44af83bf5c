import type { PrintMultipleOutcome } from "@loupe/domain/jewelry/jewelry-api";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import { orderLineText } from "@loupe/domain/jewelry/order-line";
import { Alert, Button, Group, Paper, Text, Title } from "@mantine/core";
import { IconCheck, IconPrinter, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { OutcomeItem, OutcomeList } from "../../../components/outcome-list";
import { type SelectableColumn, SelectableTable } from "../../../components/selectable-table";
import { errorDetail } from "../../../lib/api-client";
import { usePrintMultiple } from "../api";
import { jewelryLabel } from "./jewelry-columns";

export const printMultiplePrompt = "Select The Certs Being Shipped Today";

const columns = (order: readonly string[]): SelectableColumn<JewelryListItem>[] => [
  {
    key: "position",
    header: "Print order",
    cell: (row) => (order.includes(row.id) ? order.indexOf(row.id) + 1 : ""),
  },
  { key: "certificate", header: "Certificate #", cell: (row) => row.certificateNumber || "N/A" },
  { key: "clientSku", header: "Client SKU", cell: (row) => row.clientSku || "N/A" },
  { key: "client", header: "Client", cell: (row) => row.client?.name ?? "None" },
  { key: "order", header: "Order #", cell: (row) => orderLineText(row.orderNumber, row.lineNumber) || "N/A" },
  { key: "style", header: "Style", cell: (row) => row.jewelryType || "N/A" },
];

// Print Multiple (spec 001 §2.2, §4.3): the list's rows to tick, in the order the cards are to
// come out; Print sends them in that order and shows what went through for each; Cancel clears the
// selection and hides the table.
export function PrintMultiplePanel({
  rows,
  onClose,
}: {
  rows: readonly JewelryListItem[];
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcomes, setOutcomes] = useState<PrintMultipleOutcome[] | null>(null);
  const print = usePrintMultiple();
  const shown = new Set(rows.map((row) => row.id));
  // The order ticked (a Set keeps it); rows no longer on the page are left out.
  const order = [...selected].filter((id) => shown.has(id));

  async function send() {
    setOutcomes(null);
    const result = await print.mutateAsync(order).catch(() => null);
    if (result) setOutcomes(result.outcomes);
  }

  return (
    <Paper component="section" withBorder radius="md" p="md" mb="md" aria-labelledby="print-multiple-title">
      <Title order={2} size="h4" id="print-multiple-title" mb="sm">
        {printMultiplePrompt}
      </Title>
      <SelectableTable
        label={printMultiplePrompt}
        rows={rows}
        columns={columns(order)}
        rowKey={(row) => row.id}
        rowLabel={jewelryLabel}
        selected={selected}
        onChange={setSelected}
      />
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {order.length} selected
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            disabled={order.length === 0}
            loading={print.isPending}
            onClick={send}
          >
            Print
          </Button>
        </Group>
      </Group>
      {print.isError && (
        <Alert color="red" mt="sm" title="Nothing was printed">
          {errorDetail(print.error)}
        </Alert>
      )}
      {outcomes && <PrintOutcomes outcomes={outcomes} />}
    </Paper>
  );
}

function PrintOutcomes({ outcomes }: { outcomes: readonly PrintMultipleOutcome[] }) {
  const sent = outcomes.filter((outcome) => outcome.ok).length;
  return (
    <section aria-label="Print results">
      <Text size="sm" fw={500} mt="md" mb="xs">
        {sent} of {outcomes.length} sent to the card printer
      </Text>
      <OutcomeList>
        {outcomes.map((outcome) => (
          <OutcomeItem
            key={outcome.id}
            color={outcome.ok ? "green" : "red"}
            icon={outcome.ok ? <IconCheck size={14} /> : <IconX size={14} />}
            name={outcome.certificateNumber || outcome.id}
          >
            {`: ${outcome.ok ? "" : "not sent, "}${outcome.message}`}
          </OutcomeItem>
        ))}
      </OutcomeList>
    </section>
  );
}
