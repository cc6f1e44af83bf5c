import {
  defaultJewelrySearchType,
  type JewelrySearchType,
  jewelrySearchTypeLabels,
  jewelrySearchTypes,
  qaStatusFilterLabels,
  qaStatusFilterOptions,
  stolenFilterLabels,
  stolenFilterOptions,
} from "@loupe/domain/jewelry/jewelry-list";
import { jewelryTypes } from "@loupe/domain/options/jewelry";
import { jewelryTemplateLabel, jewelryTemplates } from "@loupe/domain/options/jewelry-templates";
import { templateAndClientFilter } from "../../../components/template-and-client-filter";
import {
  countFilterValues,
  dateRangeChips,
  oneOf,
  optionLabel,
  readDay,
} from "../../../components/url-filters";
import type { CertificateFilters } from "../../../components/use-certificate-filter-bar";
import { dayRangeToInstants } from "../../../lib/days";

// The jewelry list's filters as they live in the URL (spec 001 §2.2, §5.2). The search type is
// left out of the URL while it is the default (Cert #).
export type JewelryFilterValues = {
  searchType: string | null;
  search: string | null;
  style: string | null;
  template: string | null;
  client: string | null;
  start: string | null;
  end: string | null;
  qa: string | null;
  stolen: string | null;
};

export const emptyJewelryFilters: JewelryFilterValues = {
  searchType: null,
  search: null,
  style: null,
  template: null,
  client: null,
  start: null,
  end: null,
  qa: null,
  stolen: null,
};

export const searchTypeOptions = jewelrySearchTypes.map((value) => ({
  value,
  label: jewelrySearchTypeLabels[value],
}));
export const styleOptions: readonly string[] = jewelryTypes;
// Billing staff's filters (domain jewelry-list.ts).
export const qaStatusOptions = qaStatusFilterOptions.map((value) => ({
  value,
  label: qaStatusFilterLabels[value],
}));
export const stolenOptions = stolenFilterOptions.map((value) => ({
  value,
  label: stolenFilterLabels[value],
}));
const templateAndClient = templateAndClientFilter(jewelryTemplates, jewelryTemplateLabel);

export const searchTypeOf = (filters: JewelryFilterValues) =>
  (filters.searchType ?? defaultJewelrySearchType) as JewelrySearchType;

// The search type as the draft keeps it: null for the default.
export const searchTypeValue = (value: string | null) =>
  value === defaultJewelrySearchType ? null : oneOf(jewelrySearchTypes, value);

export function readJewelryFilters(params: URLSearchParams): JewelryFilterValues {
  return {
    searchType: searchTypeValue(params.get("searchType")),
    // Search text is upper-cased (spec 001 §5.2).
    search: params.get("search")?.trim().toUpperCase() || null,
    style: oneOf(styleOptions, params.get("style")),
    ...templateAndClient.read(params),
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    qa: oneOf(qaStatusFilterOptions, params.get("qa")),
    stolen: oneOf(stolenFilterOptions, params.get("stolen")),
  };
}

// What GET /api/jewelry and the exports filter on: days become the browser's midnights.
export function jewelryFilterQuery(filters: JewelryFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) {
    query.search = filters.search;
    query.searchType = searchTypeOf(filters);
  }
  if (filters.style) query.jewelryType = filters.style;
  Object.assign(query, templateAndClient.toQuery(filters), dayRangeToInstants(filters.start, filters.end));
  if (filters.qa) query.qaStatus = filters.qa;
  if (filters.stolen) query.stolen = filters.stolen;
  return query;
}

// Filtered when any chip shows: a search type alone selects nothing.
export const isFiltered = (filters: JewelryFilterValues) =>
  countFilterValues({ ...filters, searchType: null }) > 0;

export const jewelryUrlFilters: CertificateFilters<JewelryFilterValues> = {
  empty: emptyJewelryFilters,
  read: readJewelryFilters,
  toQuery: jewelryFilterQuery,
  templateOptions: templateAndClient.templateOptions,
  // The search chip is labelled by the search type ('Cert #: LG1').
  chips: (filters) => ({
    search: { label: jewelrySearchTypeLabels[searchTypeOf(filters)] },
    style: { label: "Style" },
    ...dateRangeChips,
    qa: { label: "QA status", show: optionLabel(qaStatusOptions) },
    stolen: { label: "Stolen", show: optionLabel(stolenOptions) },
  }),
};
