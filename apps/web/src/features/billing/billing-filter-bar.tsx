import { billingSearchLabels, billingSearchTypes } from "@loupe/domain/billing/billing-list";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { DeferredSelect } from "../../components/deferred-fields";
import { FilterField, FilterPanel } from "../../components/filter-panel";
import { dateRangeChips, optionLabel } from "../../components/url-filters";
import { useListFilterBar } from "../../components/use-certificate-filter-bar";
import { BillingDateRange } from "./billing-date-range";
import { type BillingFilterValues, billingUrlFilters, searchTypeOf } from "./billing-filters";

const searchOptions = billingSearchTypes.map((type) => ({ value: type, label: billingSearchLabels[type] }));

// The report's search and dates (spec 001 §2.5): Enter or Filters searches; emptying the search box
// clears all the filters at once, as Clear Filters does (search key, search and dates; the billed
// client is chosen beside the bar, not a filter, and stays).
export function BillingFilterBar({
  filters,
  onApply,
}: {
  filters: BillingFilterValues;
  onApply: (filters: BillingFilterValues) => void;
}) {
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply: (next) => onApply({ ...next, client: filters.client }),
    empty: billingUrlFilters.empty,
    chips: {
      search: { label: billingSearchLabels[searchTypeOf(filters)] },
      ...dateRangeChips,
    },
  });
  return (
    <FilterPanel {...panel}>
      <FilterField>
        <DeferredSelect
          label="Search by"
          data={searchOptions}
          value={searchTypeOf(draft)}
          onChange={(searchType) => set({ searchType })}
        />
      </FilterField>
      <FilterField size="wide">
        <TextInput
          label={`Search ${optionLabel(searchOptions)(searchTypeOf(draft))}`}
          placeholder="Press Enter to search"
          value={draft.search ?? ""}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => {
            const search = event.currentTarget.value;
            if (search === "") panel.onClear();
            else set({ search });
          }}
        />
      </FilterField>
      <FilterField size="pair">
        <BillingDateRange range={{ start: draft.start, end: draft.end }} onChange={(range) => set(range)} />
      </FilterField>
    </FilterPanel>
  );
}
