import { imperfectionFilterOptions } from "@loupe/domain/diamonds/diamond-list";
import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { diamondTemplates } from "@loupe/domain/options/diamond-templates";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { ActiveFilter } from "../../../components/filter-panel";
import { dayRangeToInstants, dayToDate, formatDay } from "../../../lib/days";

// The list's filters as they live in the URL (spec: the whole filter state in the URL).
export type DiamondFilterValues = {
  search: string;
  start: string | null;
  end: string | null;
  template: string | null;
  client: string | null;
  shape: string | null;
  origin: string | null;
  imperfections: string | null;
};

export const emptyFilters: DiamondFilterValues = {
  search: "",
  start: null,
  end: null,
  template: null,
  client: null,
  shape: null,
  origin: null,
  imperfections: null,
};

export const templateOptions = diamondTemplates.map((template) => ({
  value: String(template.id),
  label: `${template.id}. ${template.name}`,
}));
export const imperfectionOptions = [
  { value: "with", label: "With imperfections" },
  { value: "without", label: "Without imperfections" },
];

const filterKeys = Object.keys(emptyFilters) as (keyof DiamondFilterValues)[];
const isOneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : null;
const templateIds = diamondTemplates.map((template) => String(template.id));

export function readFilters(params: URLSearchParams): DiamondFilterValues {
  return {
    search: (params.get("search") ?? "").toUpperCase(),
    start: dayToDate(params.get("start")) ? params.get("start") : null,
    end: dayToDate(params.get("end")) ? params.get("end") : null,
    template: isOneOf(templateIds, params.get("template")),
    client: params.get("client") || null,
    shape: params.get("shape") || null,
    origin: isOneOf(originFilterOptions, params.get("origin")),
    imperfections: isOneOf(imperfectionFilterOptions, params.get("imperfections")),
  };
}

// What the API filters on (GET /api/diamonds, the exports): days become the browser's midnights.
export function filterQuery(filters: DiamondFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.search = filters.search;
  Object.assign(query, dayRangeToInstants(filters.start, filters.end));
  if (filters.template) query.templateId = filters.template;
  if (filters.client) query.clientId = filters.client;
  if (filters.shape) query.shape = filters.shape;
  if (filters.origin) query.origin = filters.origin;
  if (filters.imperfections) query.imperfections = filters.imperfections;
  return query;
}

export const sameFilters = (a: DiamondFilterValues, b: DiamondFilterValues) =>
  filterKeys.every((key) => (a[key] || null) === (b[key] || null));

export function countActiveFilters(filters: DiamondFilterValues): number {
  return filterKeys.filter((key) => filters[key]).length;
}

const filterLabels: Record<keyof DiamondFilterValues, string> = {
  search: "Search",
  start: "Start Date",
  end: "End Date",
  template: "Template",
  client: "Client",
  shape: "Shape",
  origin: "Origin",
  imperfections: "Imperfections",
};

// The applied filters as chips, in the panel's order; the client is named once its name is known.
export function activeDiamondFilters(
  filters: DiamondFilterValues,
  clientName: string | null,
): ActiveFilter[] {
  const shown: Record<keyof DiamondFilterValues, (value: string) => string> = {
    search: (value) => value,
    start: formatDay,
    end: formatDay,
    template: (value) => templateOptions.find((option) => option.value === value)?.label ?? value,
    client: () => clientName ?? "…",
    shape: (value) => value,
    origin: (value) => value,
    imperfections: (value) => imperfectionOptions.find((option) => option.value === value)?.label ?? value,
  };
  return filterKeys.flatMap((key) => {
    const value = filters[key];
    return value ? [{ key, label: filterLabels[key], value: shown[key](value) }] : [];
  });
}

export const isDiamondFilterKey = (key: string): key is keyof DiamondFilterValues => key in emptyFilters;

export function useDiamondFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // Applying filters starts again from the first page; sort and page size stay.
  const apply = useCallback(
    (next: DiamondFilterValues) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const key of filterKeys) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        updated.delete("cursor");
        updated.delete("direction");
        return updated;
      }),
    [setParams],
  );
  return { filters, apply, query: useMemo(() => filterQuery(filters), [filters]) };
}
