import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import { ordersSearchTypeLabels } from "@loupe/domain/orders/orders-report";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { DeferredDateRangeFilter, DeferredSelect } from "../../components/deferred-fields";
import { FilterField, FilterPanel } from "../../components/filter-panel";
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
      <FilterField>
        <DeferredSelect
          label="Search By"
          data={searchTypeOptions}
          value={searchTypeOf(draft)}
          onChange={(value) => set({ searchType: searchTypeValue(value) })}
        />
      </FilterField>
      <FilterField size="wide">
        <TextInput
          label="Search"
          placeholder={`${ordersSearchTypeLabels[searchTypeOf(draft)]}, then Enter`}
          value={draft.search ?? ""}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => set({ search: compactCertificateKey(event.currentTarget.value) || null })}
        />
      </FilterField>
      <FilterField size="pair">
        <DeferredDateRangeFilter start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      </FilterField>
    </FilterPanel>
  );
}
