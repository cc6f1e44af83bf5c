import { defaultJewelrySearchType, jewelrySearchTypeLabels } from "@loupe/domain/jewelry/jewelry-list";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { DeferredDateRangeFilter, DeferredSelect } from "../../../components/deferred-fields";
import { SelectFilter, TemplateAndClientFilters } from "../../../components/filter-fields";
import { FilterField, FilterPanel } from "../../../components/filter-panel";
import {
  type CertificateFilterBarProps,
  useCertificateFilterBar,
} from "../../../components/use-certificate-filter-bar";
import {
  type JewelryFilterValues,
  jewelryUrlFilters,
  qaStatusOptions,
  searchTypeOf,
  searchTypeOptions,
  searchTypeValue,
  stolenOptions,
  styleOptions,
} from "./jewelry-filters";

// The jewelry list's filter panel (spec 001 §2.2, §5.2): search type and text (upper-cased; Enter
// filters), style, template, client, start and end date, and billing's QA status and stolen flag;
// Filters applies, Clear Filters clears all,
// a chip clears its filter alone.
export function JewelryFilterBar(props: CertificateFilterBarProps<JewelryFilterValues>) {
  const { draft, set, panel } = useCertificateFilterBar({ ...props, definition: jewelryUrlFilters });

  return (
    <FilterPanel {...panel}>
      <FilterField>
        <DeferredSelect
          label="Search Type"
          data={searchTypeOptions}
          value={searchTypeOf(draft)}
          onChange={(value) => set({ searchType: searchTypeValue(value ?? defaultJewelrySearchType) })}
        />
      </FilterField>
      <FilterField size="wide">
        <TextInput
          label="Search"
          placeholder={`${jewelrySearchTypeLabels[searchTypeOf(draft)]}, then Enter`}
          value={draft.search ?? ""}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => set({ search: event.currentTarget.value.toUpperCase() || null })}
        />
      </FilterField>
      <SelectFilter field="style" label="Style" data={styleOptions} draft={draft} set={set} />
      <TemplateAndClientFilters draft={draft} set={set} templateOptions={jewelryUrlFilters.templateOptions} />
      <FilterField size="pair">
        <DeferredDateRangeFilter start={draft.start} end={draft.end} onChange={(range) => set(range)} />
      </FilterField>
      <SelectFilter
        field="qa"
        label="QA Status"
        data={qaStatusOptions}
        draft={draft}
        set={set}
        placeholder="Any"
      />
      <SelectFilter
        field="stolen"
        label="Stolen"
        data={stolenOptions}
        draft={draft}
        set={set}
        placeholder="Any"
      />
    </FilterPanel>
  );
}
