import { SearchAndClientFilterBar } from "../../components/search-and-client-filter-bar";
import { type QrListFilterValues, qrListFilterChips, qrListUrlFilters } from "./qr-list-filters";

// The table's filters (spec 002 §2): search by title and the client.
export function QrListFilterBar({
  filters,
  onApply,
}: {
  filters: QrListFilterValues;
  onApply: (filters: QrListFilterValues) => void;
}) {
  return (
    <SearchAndClientFilterBar
      filters={filters}
      onApply={onApply}
      definition={qrListUrlFilters}
      chips={qrListFilterChips}
      searchPlaceholder="List title"
    />
  );
}
