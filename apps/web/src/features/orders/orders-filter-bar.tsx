import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { SearchAndDateFilters } from "../../components/filter-fields";
import { FilterPanel } from "../../components/filter-panel";
import { useListFilterBar } from "../../components/use-certificate-filter-bar";
import {
  type OrdersFilterValues,
  ordersChips,
  ordersUrlFilters,
  searchTypeOf,
  searchTypeOptions,
  searchTypeValue,
} from "./orders-filters";

// The report's filters (spec 002 'Orders report'): search by Order Number, PO #, SKU or Cert #
// (upper-cased, spaces removed; Enter filters) and the intake dates with the shared rule.
export function OrdersFilterBar({
  filters,
  onApply,
}: {
  filters: OrdersFilterValues;
  onApply: (filters: OrdersFilterValues) => void;
}) {
  const { draft, set, panel } = useListFilterBar({
    filters,
    onApply,
    empty: ordersUrlFilters.empty,
    chips: ordersChips(filters),
  });

  return (
    <FilterPanel {...panel}>
      <SearchAndDateFilters
        draft={draft}
        set={set}
        searchTypeLabel="Search By"
        searchTypes={searchTypeOptions}
        searchType={searchTypeOf(draft)}
        toSearchType={searchTypeValue}
        normalize={compactCertificateKey}
      />
    </FilterPanel>
  );
}
