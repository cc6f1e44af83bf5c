import { partialSearchMinLength } from "@loupe/domain/diamonds/diamond-search";
import { applyAttributeValues } from "@loupe/domain/options/attributes";
import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { diamondTemplates } from "@loupe/domain/options/diamond-templates";
import { shapes } from "@loupe/domain/options/shapes";
import { Button, Group, Paper, SimpleGrid, TextInput } from "@mantine/core";
import { IconFilter, IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  DeferredCompanyPicker,
  DeferredDateRangeFilter,
  DeferredSelect,
} from "../../../components/deferred-fields";
import { attributesQuery } from "../../../resources/attributes";
import { type DiamondFilterValues, emptyFilters, sameFilters } from "./diamond-filters";

const templateOptions = diamondTemplates.map((template) => ({
  value: String(template.id),
  label: `${template.id}. ${template.name}`,
}));
const imperfectionOptions = [
  { value: "with", label: "With imperfections" },
  { value: "without", label: "Without imperfections" },
];

// The list's filters (spec 000 §2): chosen here, applied with Filters, all cleared with Clear Filters.
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
  function submit(event: FormEvent) {
    event.preventDefault();
    applyFilters({ ...draft, search: draft.search.trim() });
  }

  return (
    <Paper component="form" withBorder radius="md" p="md" mb="md" onSubmit={submit} aria-label="Filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label="Search"
          placeholder="Certificate # or client SKU"
          value={draft.search}
          description={
            draft.search.trim().length > 0 && draft.search.trim().length < partialSearchMinLength
              ? `Matches the start; from ${partialSearchMinLength} characters, anywhere`
              : undefined
          }
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          onChange={(event) => set({ search: event.currentTarget.value.toUpperCase() })}
        />
        <DeferredDateRangeFilter start={draft.start} end={draft.end} onChange={(range) => set(range)} />
        <DeferredSelect
          label="Template"
          placeholder="Any template"
          data={templateOptions}
          value={draft.template}
          onChange={(template) => set({ template })}
          clearable
        />
        <DeferredCompanyPicker
          kind="client"
          label="Client"
          placeholder="Any client"
          value={draft.client}
          onChange={(client) => set({ client })}
        />
        <DeferredSelect
          label="Shape"
          placeholder="Any shape"
          data={shapeOptions}
          value={draft.shape}
          onChange={(shape) => set({ shape })}
          searchable
          clearable
        />
        <DeferredSelect
          label="Origin"
          placeholder="Any origin"
          data={[...originFilterOptions]}
          value={draft.origin}
          onChange={(origin) => set({ origin })}
          clearable
        />
        <DeferredSelect
          label="Imperfections"
          placeholder="With or without"
          data={imperfectionOptions}
          value={draft.imperfections}
          onChange={(imperfections) => set({ imperfections })}
          clearable
        />
        <Group gap="sm" align="flex-end">
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden="true" />}>
            Filters
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden="true" />}
            onClick={() => {
              setDraft(emptyFilters);
              applyFilters(emptyFilters);
            }}
          >
            Clear Filters
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
