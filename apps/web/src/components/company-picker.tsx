import type { CompanyKind, CompanyOption } from "@loupe/domain/companies";
import { Group, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { companyOptionsQuery } from "../resources/companies";
import { CompanyLogo } from "./company-logo";
import { PickList } from "./pick-list";

export const companyPickerDebounceMs = 250;

// Pick a client or customer by name, with its logo; pinned companies first (the server's order),
// the best matches first once a name is typed. The value is the company's id, or null for none.
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
  title,
  opensBelow = false,
  dropdownMinWidth,
}: {
  kind: CompanyKind;
  label: string;
  value: string | null;
  onChange: (id: string | null, option: CompanyOption | null) => void;
  // Offers NONE, for "no company": shown while nothing is chosen and first in the list until
  // something is typed; never text in the field.
  allowNone?: boolean;
  error?: string;
  required?: boolean;
  placeholder?: string;
  // The current company of an edited record, so its name shows before (or without) the options.
  initialOption?: { id: string; name: string } | null;
  // The full name on hover, for a field narrower than a long name.
  title?: string;
  // See PickList: the list never flips up over what is above the field.
  opensBelow?: boolean;
  // See PickList: the open list's least width.
  dropdownMinWidth?: number;
}) {
  // What is typed; the field's shown choice is never a search.
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), companyPickerDebounceMs);
  const options = useQuery(companyOptionsQuery(kind, search.trim() === "" ? "" : debounced));

  const byId = useMemo(
    () => new Map((options.data?.items ?? []).map((option) => [option.id, option])),
    [options.data],
  );
  // The server has matched the (debounced) search and ordered the list, pinned first; the pick-list
  // narrows it to what is typed now, so an answer to an older search never offers a non-match.
  const data = useMemo(() => {
    const items = (options.data?.items ?? []).map((option) => ({ value: option.id, label: option.name }));
    const current = initialOption && initialOption.id === value ? initialOption : null;
    if (current && !items.some((item) => item.value === current.id)) {
      items.unshift({ value: current.id, label: current.name });
    }
    return items;
  }, [options.data, initialOption, value]);

  return (
    <PickList
      label={label}
      placeholder={placeholder}
      required={required}
      error={error}
      data={data}
      value={value}
      none={allowNone ? "NONE" : undefined}
      onChange={(next) => onChange(next, next === null ? null : (byId.get(next) ?? null))}
      onSearchChange={setSearch}
      clearable
      nothingFound={options.isFetching ? "Loading…" : "No companies found"}
      maxDropdownHeight={320}
      title={title}
      opensBelow={opensBelow}
      dropdownMinWidth={dropdownMinWidth}
      renderOption={(option) => {
        const company = byId.get(option.value);
        if (!company) return <Text size="sm">{option.label}</Text>;
        return (
          <Group gap="sm" wrap="nowrap" style={{ flex: 1 }}>
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
