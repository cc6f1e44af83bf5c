import { DateRangeField } from "../../components/filter-fields";
import { SearchAndClientFilterBar } from "../../components/search-and-client-filter-bar";
import { type VideoFilterValues, videoFilterChips, videoUrlFilters } from "./video-filters";

// The table's filters (spec 002 §2): search by name, the date range with the shared rule and its
// warning, and the client.
export function VideoFilterBar({
  filters,
  onApply,
}: {
  filters: VideoFilterValues;
  onApply: (filters: VideoFilterValues) => void;
}) {
  return (
    <SearchAndClientFilterBar
      filters={filters}
      onApply={onApply}
      definition={videoUrlFilters}
      chips={videoFilterChips}
      searchPlaceholder="Video name"
    >
      {(draft, set) => (
        <DateRangeField start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      )}
    </SearchAndClientFilterBar>
  );
}
