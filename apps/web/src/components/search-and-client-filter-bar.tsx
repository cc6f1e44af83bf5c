import type { ReactNode } from "react";
import { ClientFilterField, SearchBoxField, useClientName } from "./filter-fields";
import { FilterPanel } from "./filter-panel";
import type { FilterChips, FilterValues, UrlFilters } from "./url-filters";
import { useListFilterBar } from "./use-certificate-filter-bar";

type SearchAndClient = FilterValues & { search: string; client: string | null };

// A table's filters that search by name and pick a client (the certificate videos', the QR
// lists'), with the table's own fields between the two; Filters applies, Clear Filters clears all.
export function SearchAndClientFilterBar<Values extends SearchAndClient>({
  filters,
  onApply,
  definition,
  chips,
  searchPlaceholder,
  children,
}: {
  filters: Values;
  onApply: (filters: Values) => void;
  definition: UrlFilters<Values>;
  chips: (clientName: string | null) => FilterChips<Values>;
  searchPlaceholder: string;
  children?: (draft: Values, set: (changes: Partial<Values>) => void) => ReactNode;
}) {
  const clientName = useClientName(filters.client);
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: definition.empty,
    chips: chips(clientName),
  });
  return (
    <FilterPanel {...panel}>
      <SearchBoxField
        size="wide"
        placeholder={searchPlaceholder}
        value={draft.search}
        onChange={(search) => set({ search } as Partial<Values>)}
      />
      {children?.(draft, set)}
      <ClientFilterField value={draft.client} onChange={(client) => set({ client } as Partial<Values>)} />
    </FilterPanel>
  );
}
