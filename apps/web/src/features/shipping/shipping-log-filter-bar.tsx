import { shippingSearchText } from "@loupe/domain/shipping/shipping-log-list";
import { useQuery } from "@tanstack/react-query";
import { DeferredCompanyPicker } from "../../components/deferred-fields";
import { SearchAndDateFilters, SelectFilter } from "../../components/filter-fields";
import { FilterField, FilterPanel } from "../../components/filter-panel";
import { useListFilterBar } from "../../components/use-certificate-filter-bar";
import { companyQuery } from "../../resources/companies";
import {
  type ShippingLogFilterValues,
  searchTypeOf,
  searchTypeOptions,
  searchTypeValue,
  shippingLogChips,
  shippingLogUrlFilters,
  styleOptions,
} from "./shipping-log-filters";

// The shipping log's filters (spec 001 §2.6, §5.5): search for Order #, Cert #, Item #, PO # or
// Tracking # (whitespace removed, upper-cased; Enter filters), the shipped-on dates with the shared
// rule and its warning, customer and style; Filters applies, Clear Filters clears all.
export function ShippingLogFilterBar({
  filters,
  onApply,
}: {
  filters: ShippingLogFilterValues;
  onApply: (filters: ShippingLogFilterValues) => void;
}) {
  const customer = useQuery({
    ...companyQuery("customer", filters.customer ?? ""),
    enabled: filters.customer !== null,
  });
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: shippingLogUrlFilters.empty,
    chips: shippingLogChips(filters, customer.data?.name ?? null),
  });

  return (
    <FilterPanel {...panel}>
      <SearchAndDateFilters
        draft={draft}
        set={set}
        searchTypeLabel="Search For"
        searchTypes={searchTypeOptions}
        searchType={searchTypeOf(draft)}
        toSearchType={searchTypeValue}
        normalize={shippingSearchText}
      />
      <FilterField>
        <DeferredCompanyPicker
          kind="customer"
          label="Customer"
          placeholder="Any customer"
          value={draft.customer}
          onChange={(value) => set({ customer: value })}
        />
      </FilterField>
      <SelectFilter field="style" label="Style" data={styleOptions} draft={draft} set={set} />
    </FilterPanel>
  );
}
