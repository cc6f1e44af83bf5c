import { useClientName } from "./filter-fields";
import type { ActiveFilter } from "./filter-panel";
import type { FilterValues } from "./url-filters";
import { useFilterDraft } from "./use-filter-draft";

type ClientFilterValues = FilterValues & { client: string | null };

// What a certificate list's filter bar is given.
export type CertificateFilterBarProps<Values extends ClientFilterValues> = {
  filters: Values;
  onApply: (filters: Values) => void;
};

// A certificate list's filter bar: the draft of its applied filters, and its panel's Filters, Clear
// Filters and chips (`active` names the applied ones, the client by its name once known).
export function useCertificateFilterBar<Values extends ClientFilterValues>({
  filters,
  onApply,
  empty,
  active,
}: CertificateFilterBarProps<Values> & {
  empty: Values;
  active: (filters: Values, clientName: string | null) => ActiveFilter[];
}) {
  const { draft, set, submit, clear, remove } = useFilterDraft({ filters, empty, onApply });
  const clientName = useClientName(filters.client);
  return {
    draft,
    set,
    panel: { onSubmit: submit, onClear: clear, active: active(filters, clientName), onRemove: remove },
  };
}
