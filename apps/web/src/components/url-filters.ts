import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { dayToDate, formatDay } from "../lib/days";
import type { ActiveFilter } from "./filter-panel";

// A list's filters as they live in the URL (spec: the whole filter state in the URL): one URL
// parameter a field, empty values left out. A list states its fields once (`emptyValues`), how
// to read them from the URL and what the API filters on.
export type FilterValues = Record<string, string | null>;

export type UrlFilters<Values extends FilterValues> = {
  empty: Values;
  read: (params: URLSearchParams) => Values;
  toQuery: (values: Values) => Record<string, string>;
};

const keysOf = <Values extends FilterValues>(values: Values) => Object.keys(values) as (keyof Values)[];

export const sameFilterValues = <Values extends FilterValues>(a: Values, b: Values) =>
  keysOf(a).every((key) => (a[key] || null) === (b[key] || null));

export const countFilterValues = (values: FilterValues) => Object.values(values).filter(Boolean).length;

// A URL value that must be one of `allowed`; anything else reads as unset.
export const oneOf = (allowed: readonly string[], value: string | null) =>
  value && allowed.includes(value) ? value : null;

// A day (YYYY-MM-DD) from the URL; anything else reads as unset.
export const readDay = (params: URLSearchParams, key: string) =>
  dayToDate(params.get(key)) ? params.get(key) : null;

// An option's label for a chip, or the value itself when the option is unknown.
export const optionLabel =
  (options: readonly { value: string; label: string }[]) =>
  (value: string): string =>
    options.find((option) => option.value === value)?.label ?? value;

// How an applied filter shows as a chip: its label, and its value in words (a template's name,
// a client's name, a day as MM/DD/YYYY). Fields without a chip description show no chip.
export type FilterChip = { label: string; show?: (value: string) => string };

// The chips of the shared date range (start and end days, shown MM/DD/YYYY).
export const dateRangeChips = {
  start: { label: "Start Date", show: formatDay },
  end: { label: "End Date", show: formatDay },
} satisfies Record<string, FilterChip>;

// The client's chip, by the client's name once it has arrived.
export const clientChip = (clientName: string | null): FilterChip => ({
  label: "Client",
  show: () => clientName ?? "…",
});

// The chips of a list's fields.
export type FilterChips<Values extends FilterValues> = Partial<Record<keyof Values & string, FilterChip>>;

// The applied filters as chips, in the order of the list's fields (`empty` names them all).
export function filterChips<Values extends FilterValues>(
  empty: Values,
  values: Values,
  chips: FilterChips<Values>,
): ActiveFilter[] {
  return (keysOf(empty) as (keyof Values & string)[]).flatMap((key) => {
    const value = values[key];
    const chip = chips[key];
    if (!value || !chip) return [];
    return [{ key, label: chip.label, value: chip.show ? chip.show(value) : value }];
  });
}

// The filters of the current URL, the API query they make, and `apply` to put new ones in the URL.
export function useUrlFilters<Values extends FilterValues>(definition: UrlFilters<Values>) {
  const [params, setParams] = useSearchParams();
  const { empty, read, toQuery } = definition;
  const filters = useMemo(() => read(params), [read, params]);
  // Applying filters starts again from the first page; sort and page size stay.
  const apply = useCallback(
    (next: Values) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const key of keysOf(empty)) {
          const value = next[key];
          if (value) updated.set(String(key), value);
          else updated.delete(String(key));
        }
        updated.delete("cursor");
        updated.delete("direction");
        return updated;
      }),
    [setParams, empty],
  );
  return { filters, apply, query: useMemo(() => toQuery(filters), [toQuery, filters]) };
}
