import { templateAndClientChips, useClientName } from "./filter-fields";
import type { TemplateAndClient } from "./template-and-client-filter";
import { type FilterChips, type FilterValues, filterChips, type UrlFilters } from "./url-filters";
import { useFilterDraft } from "./use-filter-draft";

type CertificateFilterValues = FilterValues & TemplateAndClient;

// A certificate list's filters: its fields as they live in the URL, its template options, and the
// chips of its own fields (the bar adds the template's and the client's).
export type CertificateFilters<Values extends CertificateFilterValues> = UrlFilters<Values> & {
  templateOptions: readonly { value: string; label: string }[];
  chips: (filters: Values) => FilterChips<Values>;
};

// What a certificate list's filter bar is given.
export type CertificateFilterBarProps<Values extends CertificateFilterValues> = {
  filters: Values;
  onApply: (filters: Values) => void;
};

// Any list's filter bar: the draft of its applied filters, and its panel's Filters, Clear Filters
// and the chips of the applied ones.
export function useListFilterBar<Values extends FilterValues>({
  filters,
  onApply,
  empty,
  chips,
}: {
  filters: Values;
  onApply: (filters: Values) => void;
  empty: Values;
  chips: FilterChips<Values>;
}) {
  const { draft, set, submit, clear, remove } = useFilterDraft({ filters, empty, onApply });
  const active = filterChips(empty, filters, chips);
  return { draft, set, panel: { onSubmit: submit, onClear: clear, active, onRemove: remove } };
}

// A certificate list's filter bar: the list's own chips, and the client's by its name once known.
export function useCertificateFilterBar<Values extends CertificateFilterValues>({
  filters,
  onApply,
  definition: { empty, templateOptions, chips },
}: CertificateFilterBarProps<Values> & { definition: CertificateFilters<Values> }) {
  const clientName = useClientName(filters.client);
  return useListFilterBar({
    filters,
    onApply,
    empty,
    chips: { ...chips(filters), ...templateAndClientChips(templateOptions, clientName) },
  });
}
