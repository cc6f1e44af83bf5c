import { useQuery } from "@tanstack/react-query";
import { ClientFilterField, DateRangeField, SearchBoxField } from "../../components/filter-fields";
import { FilterPanel } from "../../components/filter-panel";
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
      <SearchBoxField
        size="wide"
        placeholder="Video name"
        value={draft.search}
        onChange={(search) => set({ search })}
      />
      <DateRangeField start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      <ClientFilterField value={draft.client} onChange={(client) => set({ client })} />
    </FilterPanel>
  );
}
