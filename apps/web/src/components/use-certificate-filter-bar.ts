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

// A certificate list's filter bar: the draft of its applied filters, and its panel's Filters, Clear
// Filters and chips (the client's by its name once known).
export function useCertificateFilterBar<Values extends CertificateFilterValues>({
  filters,
  onApply,
  definition: { empty, templateOptions, chips },
}: CertificateFilterBarProps<Values> & { definition: CertificateFilters<Values> }) {
  const { draft, set, submit, clear, remove } = useFilterDraft({ filters, empty, onApply });
  const clientName = useClientName(filters.client);
  const active = filterChips(empty, filters, {
    ...chips(filters),
    ...templateAndClientChips(templateOptions, clientName),
  });
  return { draft, set, panel: { onSubmit: submit, onClear: clear, active, onRemove: remove } };
}
