import { useQuery } from "@tanstack/react-query";
import { companyQuery } from "../resources/companies";
import { DeferredCompanyPicker, DeferredSelect } from "./deferred-fields";
import { FilterField } from "./filter-panel";
import { type FilterChip, type FilterValues, optionLabel } from "./url-filters";

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
      <FilterField>
        <DeferredCompanyPicker
          kind="client"
          label="Client"
          placeholder="Any client"
          value={draft.client}
          onChange={(client) => set({ client } as Partial<Values>)}
        />
      </FilterField>
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
    client: { label: "Client", show: () => clientName ?? "…" },
  }) satisfies Record<string, FilterChip>;

// The applied client's name, for its chip (null until it has arrived).
export function useClientName(clientId: string | null): string | null {
  const client = useQuery({ ...companyQuery("client", clientId ?? ""), enabled: clientId !== null });
  return client.data?.name ?? null;
}
