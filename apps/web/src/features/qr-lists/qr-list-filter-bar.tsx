import { useQuery } from "@tanstack/react-query";
import { ClientFilterField, SearchBoxField } from "../../components/filter-fields";
import { FilterPanel } from "../../components/filter-panel";
import { useListFilterBar } from "../../components/use-certificate-filter-bar";
import { companyQuery } from "../../resources/companies";
import { type QrListFilterValues, qrListFilterChips, qrListUrlFilters } from "./qr-list-filters";

// The table's filters (spec 002 §2): search by title and the client; Filters applies, Clear
// Filters clears both.
export function QrListFilterBar({
  filters,
  onApply,
}: {
  filters: QrListFilterValues;
  onApply: (filters: QrListFilterValues) => void;
}) {
  const client = useQuery({
    ...companyQuery("client", filters.client ?? ""),
    enabled: filters.client !== null,
  });
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: qrListUrlFilters.empty,
    chips: qrListFilterChips(client.data?.name ?? null),
  });
  return (
    <FilterPanel {...panel}>
      <SearchBoxField
        size="wide"
        placeholder="List title"
        value={draft.search}
        onChange={(search) => set({ search })}
      />
      <ClientFilterField value={draft.client} onChange={(client) => set({ client })} />
    </FilterPanel>
  );
}
