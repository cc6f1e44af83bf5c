import { imperfectionFilterOptions } from "@loupe/domain/diamonds/diamond-list";
import { originFilterOptions } from "@loupe/domain/options/diamond-extras";
import { diamondTemplateLabel, diamondTemplates } from "@loupe/domain/options/diamond-templates";
import { templateAndClientFilter } from "../../../components/template-and-client-filter";
import { dateRangeChips, oneOf, optionLabel, readDay } from "../../../components/url-filters";
import type { CertificateFilters } from "../../../components/use-certificate-filter-bar";
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

const templateAndClient = templateAndClientFilter(diamondTemplates, diamondTemplateLabel);
export const imperfectionOptions = [
  { value: "with", label: "With imperfections" },
  { value: "without", label: "Without imperfections" },
];

export function readFilters(params: URLSearchParams): DiamondFilterValues {
  return {
    search: (params.get("search") ?? "").toUpperCase(),
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    ...templateAndClient.read(params),
    shape: params.get("shape") || null,
    origin: oneOf(originFilterOptions, params.get("origin")),
    imperfections: oneOf(imperfectionFilterOptions, params.get("imperfections")),
  };
}

// What the API filters on (GET /api/diamonds, the exports): days become the browser's midnights.
export function filterQuery(filters: DiamondFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.search = filters.search;
  Object.assign(query, dayRangeToInstants(filters.start, filters.end), templateAndClient.toQuery(filters));
  if (filters.shape) query.shape = filters.shape;
  if (filters.origin) query.origin = filters.origin;
  if (filters.imperfections) query.imperfections = filters.imperfections;
  return query;
}

export const diamondUrlFilters: CertificateFilters<DiamondFilterValues> = {
  empty: emptyFilters,
  read: readFilters,
  toQuery: filterQuery,
  templateOptions: templateAndClient.templateOptions,
  chips: () => ({
    search: { label: "Search" },
    ...dateRangeChips,
    shape: { label: "Shape" },
    origin: { label: "Origin" },
    imperfections: { label: "Imperfections", show: optionLabel(imperfectionOptions) },
  }),
};
