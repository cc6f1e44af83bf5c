import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { DeferredCompanyPicker, DeferredDateRangeFilter } from "../../components/deferred-fields";
import { FilterField, FilterPanel } from "../../components/filter-panel";
import { useListFilterBar } from "../../components/use-certificate-filter-bar";
import { companyQuery } from "../../resources/companies";
import { type VideoFilterValues, videoFilterChips, videoUrlFilters } from "./video-filters";

// The table's filters (spec 002 §2): search by name, the date range with the shared rule and its
// warning, and the client; Filters applies, Clear Filters clears all.
export function VideoFilterBar({
  filters,
  onApply,
}: {
  filters: VideoFilterValues;
  onApply: (filters: VideoFilterValues) => void;
}) {
  const client = useQuery({
    ...companyQuery("client", filters.client ?? ""),
    enabled: filters.client !== null,
  });
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: videoUrlFilters.empty,
    chips: videoFilterChips(client.data?.name ?? null),
  });

  return (
    <FilterPanel {...panel}>
      <FilterField size="wide">
        <TextInput
          label="Search"
          placeholder="Video name"
          value={draft.search}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
      </FilterField>
      <FilterField size="pair">
        <DeferredDateRangeFilter start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      </FilterField>
      <FilterField>
        <DeferredCompanyPicker
          kind="client"
          label="Client"
          placeholder="Any client"
          value={draft.client}
          onChange={(value) => set({ client: value })}
        />
      </FilterField>
    </FilterPanel>
  );
}
