import type { CompanyKind, CompanyOption } from "@loupe/domain/companies";
import { Group, Select, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { companyOptionsQuery } from "../resources/companies";
import { CompanyLogo } from "./company-logo";

export const companyPickerDebounceMs = 250;
// The NONE choice's value inside the Select; the picker reports it as null.
const noneValue = "__none__";

// Pick a client or customer by name, with its logo; pinned companies first (the server's order is
// kept). The value is the company's id, or null for none.
export function CompanyPicker({
  kind,
  label,
  value,
  onChange,
  allowNone = false,
  error,
  required = false,
  placeholder = "Search by name",
  initialOption = null,
}: {
  kind: CompanyKind;
  label: string;
  value: string | null;
  onChange: (id: string | null, option: CompanyOption | null) => void;
  // Adds a "NONE" choice at the top, for "no company".
  allowNone?: boolean;
  error?: string;
  required?: boolean;
  placeholder?: string;
  // The current company of an edited record, so its name shows before (or without) the options.
  initialOption?: { id: string; name: string } | null;
}) {
  const [search, setSearch] = useState("");
  // The name the field shows for the current choice (NONE included), which is not a search.
  const [chosenLabel, setChosenLabel] = useState<string | null>(
    initialOption?.name ?? (allowNone && value === null ? "NONE" : null),
  );
  const [debounced] = useDebouncedValue(search, companyPickerDebounceMs);
  // The field shows the chosen name after a choice; that is not a search (nor is the previous
  // name, still in the debounced text for a moment after a choice).
  const effectiveSearch = debounced === chosenLabel || search === chosenLabel ? "" : debounced.trim();
  const options = useQuery(companyOptionsQuery(kind, effectiveSearch));

  const byId = useMemo(
    () => new Map((options.data?.items ?? []).map((option) => [option.id, option])),
    [options.data],
  );
  const data = useMemo(() => {
    const items = (options.data?.items ?? []).map((option) => ({ value: option.id, label: option.name }));
    const current = initialOption && initialOption.id === value ? initialOption : null;
    if (current && !items.some((item) => item.value === current.id)) {
      items.unshift({ value: current.id, label: current.name });
    }
    return allowNone ? [{ value: noneValue, label: "NONE" }, ...items] : items;
  }, [options.data, allowNone, initialOption, value]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      required={required}
      error={error}
      data={data}
      value={value ?? (allowNone ? noneValue : null)}
      onChange={(next, item) => {
        // Both at once, so no render sees the new choice beside the old name as a search.
        setChosenLabel(item?.label ?? null);
        setSearch(item?.label ?? "");
        if (next === null || next === noneValue) onChange(null, null);
        else onChange(next, byId.get(next) ?? null);
      }}
      onSearchChange={setSearch}
      // The server has already matched the search and ordered the list (pinned first).
      filter={({ options: all }) => all}
      clearable={!allowNone}
      allowDeselect={false}
      nothingFoundMessage={options.isFetching ? "Loading…" : "No companies found"}
      maxDropdownHeight={320}
      renderOption={({ option }) => {
        const company = byId.get(option.value);
        if (!company) {
          return (
            <Text size="sm" fw={600}>
              {option.label}
            </Text>
          );
        }
        return (
          <Group gap="sm" wrap="nowrap">
            <CompanyLogo name={company.name} url={company.logoUrl} size={24} decorative />
            <Text size="sm" style={{ flex: 1 }}>
              {company.name}
            </Text>
            {company.pinned && (
              <IconPin size={14} color="var(--mantine-color-gray-7)" aria-label="Pinned" role="img" />
            )}
          </Group>
        );
      }}
    />
  );
}
