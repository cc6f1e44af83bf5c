import { partialSearchMinLength } from "@loupe/domain/diamonds/diamond-search";
import { applyAttributeValues } from "@loupe/domain/options/attributes";
import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { shapes } from "@loupe/domain/options/shapes";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { DeferredDateRangeFilter } from "../../../components/deferred-fields";
import { SelectFilter, TemplateAndClientFilters } from "../../../components/filter-fields";
import { FilterField, FilterPanel } from "../../../components/filter-panel";
import {
  type CertificateFilterBarProps,
  useCertificateFilterBar,
} from "../../../components/use-certificate-filter-bar";
import { attributesQuery } from "../../../resources/attributes";
import { type DiamondFilterValues, diamondUrlFilters, imperfectionOptions } from "./diamond-filters";

const searchHint = `${partialSearchMinLength}+ characters match anywhere`;

// The list's filters (spec 000 §2): chosen here, applied with Filters, all cleared with Clear Filters,
// one at a time with the chips of the applied ones.
export function DiamondFilterBar(props: CertificateFilterBarProps<DiamondFilterValues>) {
  const { draft, set, panel } = useCertificateFilterBar({ ...props, definition: diamondUrlFilters });
  const attributes = useQuery(attributesQuery());
  const shapeOptions = applyAttributeValues("shapes", shapes, attributes.data?.attributes.shapes);

  return (
    <FilterPanel {...panel}>
      <FilterField size="wide">
        <TextInput
          label="Search"
          placeholder="Certificate # or client SKU"
          value={draft.search}
          description={searchHint}
          inputWrapperOrder={["label", "input", "description", "error"]}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => set({ search: event.currentTarget.value.toUpperCase() })}
        />
      </FilterField>
      <FilterField size="pair">
        <DeferredDateRangeFilter start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      </FilterField>
      <TemplateAndClientFilters draft={draft} set={set} templateOptions={diamondUrlFilters.templateOptions} />
      <SelectFilter field="shape" label="Shape" data={shapeOptions} draft={draft} set={set} />
      <SelectFilter field="origin" label="Origin" data={originFilterOptions} draft={draft} set={set} />
      <SelectFilter
        field="imperfections"
        label="Imperfections"
        data={imperfectionOptions}
        draft={draft}
        set={set}
        placeholder="Any"
      />
    </FilterPanel>
  );
}
