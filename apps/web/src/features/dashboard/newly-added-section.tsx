import type { NewlyAddedItem } from "@loupe/domain/intake/intake-api";
import { newlyAddedItemsList, newlyAddedList } from "@loupe/domain/intake/newly-added-list";
import { Badge, Button, Group, Text, Title } from "@mantine/core";
import { IconChecks, IconListCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataTable } from "../../components/data-table";
import { incompleteRowsLegend } from "../../components/incomplete-rows-legend";
import { lazyDialog } from "../../components/lazy-dialog";
import { LazyErrorDialog } from "../../components/lazy-dialogs";
import { queryTableState } from "../../components/query-table-state";
import { SearchInput } from "../../components/search-input";
import { incompleteRowStyle } from "../../components/table-cells";
import { useListParams } from "../../components/use-list-params";
import { newlyAddedQuery } from "./api";
import { itemKey, newlyAddedColumns } from "./newly-added-columns";
import { useCompletion } from "./use-completion";
import { usePageSelection } from "./use-page-selection";

const LazySetClientDialog = lazyDialog(
  async () => (await import("./set-client-dialog")).SetClientDialog,
  (props) => props.item !== null,
  { item: null },
);

// The queue of items pulled from Diamond Track and not completed yet (spec 000 §2, §4): newest
// first, searchable, a client set per row; completed one at a time or several at once.
export function NewlyAddedSection() {
  const [multi, setMulti] = useState(false);
  // Multi-complete mode shows the queue as the spec's items table, with its own page sizes.
  const params = useListParams(multi ? newlyAddedItemsList : newlyAddedList);
  const list = useQuery(newlyAddedQuery(params.apiQuery));
  const rows = list.data?.items ?? [];
  const [settingClient, setSettingClient] = useState<NewlyAddedItem | null>(null);
  const selection = usePageSelection(rows);
  const completion = useCompletion();
  const completingId = completion.completing.length === 1 ? (completion.completing[0] ?? null) : null;

  const columns = useMemo(
    () =>
      newlyAddedColumns({
        onSetClient: setSettingClient,
        onComplete: (item) => void completion.run([item]),
        completingId,
        selection: multi ? selection.forColumns : null,
      }),
    [completion.run, completingId, multi, selection.forColumns],
  );

  function leaveMulti() {
    selection.clear();
    setMulti(false);
  }

  async function completeSelected() {
    if (await completion.run(selection.items())) leaveMulti();
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
    <section aria-labelledby="newly-added-title">
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3" id="newly-added-title">
          Newly Added
        </Title>
        {list.data && (
          <Badge variant="light" size="lg" aria-label={`${list.data.total} waiting`}>
            {list.data.total}
          </Badge>
        )}
      </Group>
      <DataTable
        label="Newly added items"
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
      <LazySetClientDialog item={settingClient} onClose={() => setSettingClient(null)} />
      <LazyErrorDialog
        title={completion.refusal?.title}
        message={completion.refusal?.text ?? null}
        onClose={completion.dismiss}
      />
    </section>
  );
}
