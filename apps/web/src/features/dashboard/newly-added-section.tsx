import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { newlyAddedItemsList, newlyAddedList } from "@loupe/domain/intake/newly-added-list";
import { Badge, Button, Group, Text, Title } from "@mantine/core";
import { IconChecks, IconListCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { DataTable } from "../../components/data-table";
import { incompleteRowsLegend } from "../../components/incomplete-rows-legend";
import { LazyErrorDialog } from "../../components/lazy-dialogs";
import { PageSkipLink } from "../../components/page-skip-link";
import { queryTableState } from "../../components/query-table-state";
import { SearchInput } from "../../components/search-input";
import { incompleteRowStyle } from "../../components/table-cells";
import { useListParams } from "../../components/use-list-params";
import { newlyAddedQuery } from "./api";
import { newlyAddedColumns } from "./newly-added-columns";
import { clientOf, QueueClientsContext, useQueueClientsState } from "./queue-clients";
import { itemKey } from "./queue-item";
import { useCompletion } from "./use-completion";
import { usePageSelection } from "./use-page-selection";
import { focusQueueStart, nextFocusTarget, useQueueFocus } from "./use-queue-focus";

// The queue of items pulled from Diamond Track and not completed yet (spec 000 §2, §4): newest
// first, searchable, a client set in each row; completed one at a time (Save & Complete saves a
// client chosen in the row first, then the focus moves to the next row) or several at once.
export function NewlyAddedSection() {
  const [multi, setMulti] = useState(false);
  // Multi-complete mode shows the queue as the spec's items table, with its own page sizes.
  const params = useListParams(multi ? newlyAddedItemsList : newlyAddedList);
  const list = useQuery(newlyAddedQuery(params.apiQuery));
  const rows = list.data?.items ?? [];
  const selection = usePageSelection(rows);
  const completion = useCompletion();
  const clients = useQueueClientsState();
  const section = useRef<HTMLElement>(null);
  const focusNext = useQueueFocus(section, completion.completing.length > 0, rows);
  // The row refused for having no client: when the refusal is closed, the focus goes to its client
  // field (not back to its Complete), so the client can be typed at once.
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const completingId = completion.completing.length === 1 ? (completion.completing[0] ?? null) : null;
  // The whole queue on the page (no search, nothing on other pages): drafts of items not on it
  // are of items no longer queued.
  const { prune } = clients;
  const shownPage = list.isPlaceholderData ? undefined : list.data;
  const wholeQueue =
    shownPage !== undefined && params.search === "" && shownPage.total === shownPage.items.length;
  useEffect(() => {
    if (shownPage) prune(shownPage.items.map(itemKey), wholeQueue);
  }, [shownPage, wholeQueue, prune]);
  const completingWith = (items: readonly NewlyAddedItem[]) =>
    items.map((item) => ({ item, client: clientOf(clients, item) }));

  // The latest rows and choices, for the row's Complete (the columns are not redrawn for them).
  const latest = useRef({ rows, clients });
  latest.current = { rows, clients };
  const { run } = completion;
  const { forget } = clients;
  const columns = useMemo(
    () =>
      newlyAddedColumns({
        onComplete: async (item) => {
          const { rows: shown, clients: chosen } = latest.current;
          const target = nextFocusTarget(shown, item, (next) => clientOf(chosen, next) !== null);
          const client = clientOf(chosen, item);
          if (!(await run([{ item, client }]))) {
            setRefusedFor(client === null ? itemKey(item) : null);
            return;
          }
          forget([item]);
          focusNext(target);
        },
        completingId,
        selection: multi ? selection.forColumns : null,
      }),
    [run, forget, focusNext, completingId, multi, selection.forColumns],
  );

  function leaveMulti() {
    selection.clear();
    setMulti(false);
  }

  async function completeSelected() {
    const items = selection.items();
    if (!(await completion.run(completingWith(items)))) {
      setRefusedFor(null);
      return;
    }
    clients.forget(items);
    leaveMulti();
  }

  const toolbar = (
    <>
      <SearchInput
        value={params.search}
        onSearch={params.setSearch}
        placeholder="Search order, line or certificate #"
      />
      {multi ? (
        <Group gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selection.count} selected
          </Text>
          <Button variant="default" onClick={leaveMulti}>
            Cancel
          </Button>
          <Button
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            disabled={selection.count === 0}
            loading={completion.completing.length > 0}
            onClick={completeSelected}
          >
            Complete Selected
          </Button>
        </Group>
      ) : (
        <Button
          variant="default"
          leftSection={<IconListCheck size={16} aria-hidden="true" />}
          onClick={() => setMulti(true)}
          onMouseEnter={LazyErrorDialog.preload}
          disabled={rows.length === 0}
        >
          Complete Multiple
        </Button>
      )}
    </>
  );

  return (
    <section aria-labelledby="newly-added-title" ref={section}>
      <PageSkipLink href="#newly-added-title" onSkip={() => focusQueueStart(section.current)}>
        Skip to Newly Added
      </PageSkipLink>
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3" id="newly-added-title" tabIndex={-1}>
          Newly Added
        </Title>
        {list.data && (
          <Badge variant="light" size="lg" aria-label={`${list.data.total} waiting`}>
            {list.data.total}
          </Badge>
        )}
      </Group>
      <QueueClientsContext value={clients}>
        <DataTable
          label="Newly added items"
          fixedWidths
          columns={columns}
          {...queryTableState(list)}
          params={params}
          rowKey={itemKey}
          toolbar={toolbar}
          rowStyle={incompleteRowStyle}
          legend={incompleteRowsLegend}
          emptyText={
            params.search
              ? "No newly added items match this search"
              : "Nothing waiting: items added from Diamond Track appear here until they are completed"
          }
        />
      </QueueClientsContext>
      <LazyErrorDialog
        title={completion.refusal?.title}
        message={completion.refusal?.text ?? null}
        returnFocus={refusedFor === null}
        onClose={() => {
          completion.dismiss();
          if (refusedFor === null) return;
          focusNext({ key: refusedFor, part: "client" });
        }}
      />
    </section>
  );
}
