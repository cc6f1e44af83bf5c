import { imperfectionFilterOptions } from "@loupe/domain/diamonds/diamond-list";
import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { diamondTemplates } from "@loupe/domain/options/diamond-templates";
import { templateAndClientChips } from "../../../components/filter-fields";
import type { ActiveFilter } from "../../../components/filter-panel";
import { dateRangeChips, filterChips, oneOf, optionLabel, readDay } from "../../../components/url-filters";
import { dayRangeToInstants } from "../../../lib/days";

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

const templateIds = diamondTemplates.map((template) => String(template.id));

export function readFilters(params: URLSearchParams): DiamondFilterValues {
  return {
    search: (params.get("search") ?? "").toUpperCase(),
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    template: oneOf(templateIds, params.get("template")),
    client: params.get("client") || null,
    shape: params.get("shape") || null,
    origin: oneOf(originFilterOptions, params.get("origin")),
    imperfections: oneOf(imperfectionFilterOptions, params.get("imperfections")),
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

// The applied filters as chips, in the panel's order; the client is named once its name is known.
export function activeDiamondFilters(
  filters: DiamondFilterValues,
  clientName: string | null,
): ActiveFilter[] {
  return filterChips(filters, {
    search: { label: "Search" },
    ...dateRangeChips,
    ...templateAndClientChips(templateOptions, clientName),
    shape: { label: "Shape" },
    origin: { label: "Origin" },
    imperfections: { label: "Imperfections", show: optionLabel(imperfectionOptions) },
  });
}

export const diamondUrlFilters = { empty: emptyFilters, read: readFilters, toQuery: filterQuery };
