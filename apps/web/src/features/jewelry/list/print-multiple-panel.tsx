import { snackbarMs } from "@loupe/domain/constants";
import {
  type PrintMultipleOutcome,
  type PrintMultiplePreview,
  type PrintMultipleRequest,
  printMultipleMax,
} from "@loupe/domain/jewelry/jewelry-api";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import { orderLineText } from "@loupe/domain/jewelry/order-line";
import { Alert, Button, Group, Paper, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconPrinter, IconX } from "@tabler/icons-react";
import { type Ref, useEffect, useRef, useState } from "react";
import { cardPrintedText } from "../../../components/card-printed-text";
import { notifySuccess } from "../../../components/notify-success";
import { OutcomeItem, OutcomeList } from "../../../components/outcome-list";
import { type SelectableColumn, SelectableTable } from "../../../components/selectable-table";
import { errorDetail } from "../../../lib/api-client";
import { usePrintMultiple, usePrintMultiplePreview } from "../api";
import { jewelryLabel } from "./jewelry-columns";
import { PrintMultipleConfirm } from "./print-multiple-confirm";

export const printMultiplePrompt = "Select The Certs Being Shipped Today";

const columns = (
  order: readonly string[],
  printedNow: ReadonlySet<string>,
): SelectableColumn<JewelryListItem>[] => [
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
  {
    key: "printed",
    header: "Card",
    cell: (row) =>
      printedNow.has(row.id) ? (
        <Text span size="sm" fw={600}>
          Printed now
        </Text>
      ) : row.cardCertPrinted ? (
        <span title={cardPrintedText(row)}>Printed</span>
      ) : (
        ""
      ),
  },
];

// Print Multiple (spec 001 §2.2, §4.3): the list's rows to tick, in the order the cards are to
// come out. The selection survives paging and filtering (it is the ids ticked), or it is every
// certificate the list's filter matches, resolved by the server. Print first shows what will be
// printed (how many, which were printed before) and prints only when confirmed; then it shows what
// went through for each (issue 21: a toast says how many were sent, the results are scrolled into
// view, the cards sent are marked 'Printed now' and the list refreshed; the ones not sent stay
// ticked, to try again). Cancel clears the selection and hides the table.
export function PrintMultiplePanel({
  rows,
  total,
  filterQuery,
  onClose,
}: {
  rows: readonly JewelryListItem[];
  // The list's filtered total and its filter, for 'Select all N matching'.
  total: number;
  filterQuery: Record<string, string>;
  onClose: () => void;
}) {
  // The ids in the order ticked (a Set keeps it), across pages.
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [preview, setPreview] = useState<PrintMultiplePreview | null>(null);
  const [outcomes, setOutcomes] = useState<PrintMultipleOutcome[] | null>(null);
  const [printedNow, setPrintedNow] = useState<ReadonlySet<string>>(new Set());
  const results = useRef<HTMLElement>(null);
  // The numbers of the rows seen, to name an outcome the server could not (a record deleted since).
  const seen = useRef(new Map<string, string>());
  for (const row of rows) seen.current.set(row.id, jewelryLabel(row));
  const named = (outcomes: readonly PrintMultipleOutcome[]) =>
    outcomes.map((outcome) => ({
      ...outcome,
      certificateNumber: outcome.certificateNumber || seen.current.get(outcome.id) || "",
    }));
  const asking = usePrintMultiplePreview();
  const print = usePrintMultiple();
  const order = allMatching ? [] : [...ticked];
  const count = allMatching ? total : ticked.size;
  const tooMany = total > printMultipleMax;

  // The list's query is made of the same filters the server validates (jewelryFilterSchema).
  const request = (): PrintMultipleRequest =>
    allMatching ? { allMatching: filterQuery as PrintMultipleRequest["allMatching"] } : { ids: order };

  // Ticking on this page keeps what was ticked on the others.
  function changePage(selected: Set<string>) {
    setAllMatching(false);
    const onPage = new Set(rows.map((row) => row.id));
    const next = new Set([...ticked].filter((id) => !onPage.has(id) || selected.has(id)));
    for (const id of selected) next.add(id);
    setTicked(next);
  }

  async function ask() {
    setOutcomes(null);
    print.reset();
    const answer = await asking.mutateAsync(request()).catch(() => null);
    if (answer) setPreview(answer);
  }

  async function send() {
    setPreview(null);
    const result = await print.mutateAsync(request()).catch(() => null);
    if (!result) return;
    const outcomes = named(result.outcomes);
    setOutcomes(outcomes);
    setPrintedNow(new Set(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id)));
    // What the printer did not take stays ticked, in its order, to try again.
    setTicked(new Set(outcomes.filter((outcome) => !outcome.sent).map((outcome) => outcome.id)));
    setAllMatching(false);
    notifyPrinted(outcomes);
  }

  useEffect(() => {
    if (outcomes) results.current?.scrollIntoView({ block: "nearest" });
  }, [outcomes]);

  const shownTicks = allMatching ? new Set(rows.map((row) => row.id)) : ticked;
  const failure = asking.error ?? print.error;
  return (
    <Paper component="section" withBorder radius="md" p="md" mb="md" aria-labelledby="print-multiple-title">
      <Title order={2} size="h4" id="print-multiple-title" mb="sm">
        {printMultiplePrompt}
      </Title>
      <SelectableTable
        label={printMultiplePrompt}
        rows={rows}
        columns={columns(order, printedNow)}
        rowKey={(row) => row.id}
        rowLabel={jewelryLabel}
        selected={shownTicks}
        onChange={changePage}
      />
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" aria-live="polite" fw={500}>
            {allMatching
              ? `All ${total} matching certificates selected`
              : `${count} selected${count > 0 ? " (on any page of the list)" : ""}`}
          </Text>
          {!allMatching && total > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={tooMany}
              title={
                tooMany ? `Print Multiple prints at most ${printMultipleMax} cards at a time` : undefined
              }
              onClick={() => setAllMatching(true)}
            >
              {`Select all ${total} matching`}
            </Button>
          )}
          {count > 0 && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={() => {
                setTicked(new Set());
                setAllMatching(false);
              }}
            >
              Clear selection
            </Button>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden="true" />}
            disabled={count === 0}
            loading={asking.isPending || print.isPending}
            onClick={ask}
          >
            Print
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" mt="sm" title="Nothing was printed">
          {errorDetail(failure)}
        </Alert>
      )}
      {outcomes && <PrintOutcomes outcomes={outcomes} ref={results} />}
      <PrintMultipleConfirm preview={preview} onConfirm={send} onCancel={() => setPreview(null)} />
    </Paper>
  );
}

const sentText = (outcomes: readonly PrintMultipleOutcome[]) =>
  `${outcomes.filter((outcome) => outcome.ok).length} of ${outcomes.length} sent to the card printer`;

// The result in a toast: green when every card went through, red naming those that did not.
function notifyPrinted(outcomes: readonly PrintMultipleOutcome[]) {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length === 0) {
    notifySuccess(sentText(outcomes));
    return;
  }
  notifications.show({
    color: "red",
    title: sentText(outcomes),
    message: `Not printed: ${failed.map((outcome) => outcome.certificateNumber || outcome.id).join(", ")}`,
    autoClose: snackbarMs,
  });
}

function PrintOutcomes({
  outcomes,
  ref,
}: {
  outcomes: readonly PrintMultipleOutcome[];
  ref: Ref<HTMLElement>;
}) {
  return (
    <section aria-label="Print results" ref={ref} style={{ scrollMarginBottom: 16 }}>
      <Text size="sm" fw={500} mt="md" mb="xs">
        {sentText(outcomes)}
      </Text>
      <OutcomeList>
        {outcomes.map((outcome) => (
          <OutcomeItem
            key={outcome.id}
            color={outcome.ok ? "green" : "red"}
            icon={outcome.ok ? <IconCheck size={14} /> : <IconX size={14} />}
            name={outcome.certificateNumber || outcome.id}
          >
            {`: ${outcome.sent ? "" : "not sent, "}${outcome.message}`}
          </OutcomeItem>
        ))}
      </OutcomeList>
    </section>
  );
}
