import { TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { companyQuery } from "../resources/companies";
import { DeferredCompanyPicker, DeferredDateRangeFilter, DeferredSelect } from "./deferred-fields";
import { FilterField } from "./filter-panel";
import { clientChip, type FilterChip, type FilterValues, optionLabel } from "./url-filters";

type Option = string | { value: string; label: string };

// One option filter of a list's panel, bound to its field of the draft: 'Any …' until chosen.
export function SelectFilter<Values extends FilterValues>({
  field,
  label,
  data,
  draft,
  set,
  placeholder = `Any ${label.toLowerCase()}`,
}: {
  field: keyof Values & string;
  label: string;
  data: readonly Option[];
  draft: Values;
  set: (changes: Partial<Values>) => void;
  placeholder?: string;
}) {
  return (
    <FilterField>
      <DeferredSelect
        label={label}
        placeholder={placeholder}
        data={data}
        value={draft[field] ?? null}
        onChange={(value) => set({ [field]: value } as Partial<Values>)}
        clearable
      />
    </FilterField>
  );
}

// The list's search box (the panel's Enter filters). `size` "wide" for a long key.
export function SearchBoxField({
  placeholder,
  value,
  onChange,
  size,
}: {
  placeholder: string;
  value: string | null;
  onChange: (typed: string) => void;
  size?: "wide";
}) {
  return (
    <FilterField size={size}>
      <TextInput
        label="Search"
        placeholder={placeholder}
        value={value ?? ""}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FilterField>
  );
}

// Start and end days under the shared date rule, side by side.
export function DateRangeField({
  start,
  end,
  onChange,
}: {
  start: string | null;
  end: string | null;
  onChange: (range: { start: string | null; end: string | null }) => void;
}) {
  return (
    <FilterField size="pair">
      <DeferredDateRangeFilter start={start} end={end} onChange={onChange} />
    </FilterField>
  );
}

// The client pick-list: 'Any client' until one is chosen.
export function ClientFilterField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (client: string | null) => void;
}) {
  return (
    <FilterField>
      <DeferredCompanyPicker
        kind="client"
        label="Client"
        placeholder="Any client"
        value={value}
        onChange={onChange}
      />
    </FilterField>
  );
}

type SearchAndDates = {
  searchType: string | null;
  search: string | null;
  start: string | null;
  end: string | null;
};

// A report's search key (a pick-list), its search text (shaped as typed: `normalize`; Enter
// filters) and its start and end days with the shared date rule. `searchType` is the draft's key
// with its default filled in; `toSearchType` is how a chosen key is kept in the draft.
export function SearchAndDateFilters<Values extends FilterValues & SearchAndDates>({
  draft,
  set,
  searchTypeLabel,
  searchTypes,
  searchType,
  toSearchType,
  normalize,
}: {
  draft: Values;
  set: (changes: Partial<Values>) => void;
  searchTypeLabel: string;
  searchTypes: readonly { value: string; label: string }[];
  searchType: string;
  toSearchType: (value: string | null) => string | null;
  normalize: (typed: string) => string;
}) {
  return (
    <>
      <FilterField>
        <DeferredSelect
          label={searchTypeLabel}
          data={searchTypes}
          value={searchType}
          onChange={(value) => set({ searchType: toSearchType(value) } as Partial<Values>)}
        />
      </FilterField>
      <SearchBoxField
        size="wide"
        placeholder={`${optionLabel(searchTypes)(searchType)}, then Enter`}
        value={draft.search}
        onChange={(typed) => set({ search: normalize(typed) || null } as Partial<Values>)}
      />
      <DateRangeField
        start={draft.start}
        end={draft.end}
        onChange={(range) => set(range as Partial<Values>)}
      />
    </>
  );
}

type TemplateAndClient = { template: string | null; client: string | null };

// The Template and Client fields every certificate list filters by (spec 000 §2, 001 §2.2).
export function TemplateAndClientFilters<Values extends FilterValues & TemplateAndClient>({
  draft,
  set,
  templateOptions,
}: {
  draft: Values;
  set: (changes: Partial<Values>) => void;
  templateOptions: readonly { value: string; label: string }[];
}) {
  return (
    <>
      <SelectFilter field="template" label="Template" data={templateOptions} draft={draft} set={set} />
      <ClientFilterField value={draft.client} onChange={(client) => set({ client } as Partial<Values>)} />
    </>
  );
}

// Their chips: the template by its label, the client by its name once it has arrived.
export const templateAndClientChips = (
  templateOptions: readonly { value: string; label: string }[],
  clientName: string | null,
) =>
  ({
    template: { label: "Template", show: optionLabel(templateOptions) },
    client: clientChip(clientName),
  }) satisfies Record<string, FilterChip>;

// The applied client's name, for its chip (null until it has arrived).
export function useClientName(clientId: string | null): string | null {
  const client = useQuery({ ...companyQuery("client", clientId ?? ""), enabled: clientId !== null });
  return client.data?.name ?? null;
}
