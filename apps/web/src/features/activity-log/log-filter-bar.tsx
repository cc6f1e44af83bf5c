import { activityLogSearchHint, activityLogSearchMinLength } from "@loupe/domain/activity-log-list";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DeferredDateRangeFilter, DeferredSelect } from "../../components/deferred-fields";
import { FilterField, FilterPanel } from "../../components/filter-panel";
import { useListFilterBar } from "../../components/use-certificate-filter-bar";
import { activityLogUsersQuery } from "./api";
import { type LogFilterValues, logFilterChips, logUrlFilters } from "./log-filters";

const tooShort = (search: string) => {
  const length = search.trim().length;
  return length > 0 && length < activityLogSearchMinLength;
};

// The log's filters (spec 002 §2 'Activity log'): search by certificate, the date range with the
// shared rule, and the user; applied with Filters, cleared with Clear Filters or a chip's ×.
export function LogFilterBar({
  filters,
  onApply,
}: {
  filters: LogFilterValues;
  onApply: (filters: LogFilterValues) => void;
}) {
  const users = useQuery(activityLogUsersQuery);
  const options = (users.data?.items ?? []).map((user) => ({ value: user.id, label: user.fullName }));
  const userName = options.find((option) => option.value === filters.user)?.label ?? null;
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: logUrlFilters.empty,
    chips: logFilterChips(userName),
  });
  const [searchError, setSearchError] = useState<string | null>(null);

  function apply() {
    if (tooShort(draft.search)) {
      setSearchError(`Enter at least ${activityLogSearchMinLength} characters`);
      return;
    }
    panel.onSubmit();
  }

  return (
    <FilterPanel
      {...panel}
      onSubmit={apply}
      onClear={() => {
        setSearchError(null);
        panel.onClear();
      }}
    >
      <FilterField size="wide">
        <TextInput
          label="Search"
          placeholder="Certificate # or name"
          value={draft.search}
          description={activityLogSearchHint}
          error={searchError}
          inputWrapperOrder={["label", "input", "description", "error"]}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => {
            setSearchError(null);
            set({ search: event.currentTarget.value });
          }}
        />
      </FilterField>
      <FilterField size="pair">
        <DeferredDateRangeFilter start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      </FilterField>
      <FilterField>
        <DeferredSelect
          label="User"
          placeholder="Any user"
          data={options}
          value={draft.user}
          onChange={(user) => set({ user })}
          clearable
        />
      </FilterField>
    </FilterPanel>
  );
}
