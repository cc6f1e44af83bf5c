import { partialSearchMinLength } from "@loupe/domain/diamonds/diamond-search";
import { applyAttributeValues } from "@loupe/domain/options/attributes";
import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { shapes } from "@loupe/domain/options/shapes";
import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  DeferredCompanyPicker,
  DeferredDateRangeFilter,
  DeferredSelect,
} from "../../../components/deferred-fields";
import { FilterField, FilterPanel } from "../../../components/filter-panel";
import { attributesQuery } from "../../../resources/attributes";
import { companyQuery } from "../../../resources/companies";
import {
  activeDiamondFilters,
  type DiamondFilterValues,
  emptyFilters,
  imperfectionOptions,
  isDiamondFilterKey,
  sameFilters,
  templateOptions,
} from "./diamond-filters";

const searchHint = `${partialSearchMinLength}+ characters match anywhere`;

// The list's filters (spec 000 §2): chosen here, applied with Filters, all cleared with Clear Filters,
// one at a time with the chips of the applied ones.
export function DiamondFilterBar({
  filters,
  onApply,
}: {
  filters: DiamondFilterValues;
  onApply: (filters: DiamondFilterValues) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const attributes = useQuery(attributesQuery);
  const shapeOptions = applyAttributeValues("shapes", shapes, attributes.data?.attributes.shapes);
  const client = useQuery({
    ...companyQuery("client", filters.client ?? ""),
    enabled: filters.client !== null,
  });
  // Follows the URL when it changes from outside (back button, a shared link). The router renders
  // a navigation as a transition, so the URL this form applied can arrive after the user has typed
  // again; it must not wipe what they typed.
  const applied = useRef(filters);
  useEffect(() => {
    if (sameFilters(filters, applied.current)) return;
    applied.current = filters;
    setDraft(filters);
  }, [filters]);

  const set = (changes: Partial<DiamondFilterValues>) => setDraft((current) => ({ ...current, ...changes }));
  function applyFilters(next: DiamondFilterValues) {
    applied.current = next;
    onApply(next);
  }
  function remove(key: string) {
    if (!isDiamondFilterKey(key)) return;
    const cleared = { [key]: emptyFilters[key] };
    set(cleared);
    applyFilters({ ...filters, ...cleared });
  }

  return (
    <FilterPanel
      onSubmit={() => applyFilters({ ...draft, search: draft.search.trim() })}
      onClear={() => {
        setDraft(emptyFilters);
        applyFilters(emptyFilters);
      }}
      active={activeDiamondFilters(filters, client.data?.name ?? null)}
      onRemove={remove}
    >
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
      <FilterField>
        <DeferredSelect
          label="Template"
          placeholder="Any template"
          data={templateOptions}
          value={draft.template}
          onChange={(template) => set({ template })}
          clearable
        />
      </FilterField>
      <FilterField>
        <DeferredCompanyPicker
          kind="client"
          label="Client"
          placeholder="Any client"
          value={draft.client}
          onChange={(client) => set({ client })}
        />
      </FilterField>
      <FilterField>
        <DeferredSelect
          label="Shape"
          placeholder="Any shape"
          data={shapeOptions}
          value={draft.shape}
          onChange={(shape) => set({ shape })}
          searchable
          clearable
        />
      </FilterField>
      <FilterField>
        <DeferredSelect
          label="Origin"
          placeholder="Any origin"
          data={[...originFilterOptions]}
          value={draft.origin}
          onChange={(origin) => set({ origin })}
          clearable
        />
      </FilterField>
      <FilterField>
        <DeferredSelect
          label="Imperfections"
          placeholder="Any"
          data={imperfectionOptions}
          value={draft.imperfections}
          onChange={(imperfections) => set({ imperfections })}
          clearable
        />
      </FilterField>
    </FilterPanel>
  );
}
