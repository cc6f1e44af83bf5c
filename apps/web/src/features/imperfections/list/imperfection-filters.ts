import { imperfectionList, imperfectionStatusFilters } from "@loupe/domain/imperfections/imperfection-list";
import { imperfectionTypes } from "@loupe/domain/options/imperfection-types";
import { imperfectionShapes } from "@loupe/domain/options/shapes";
import { dateRangeChips, oneOf, readDay, type UrlFilters } from "../../../components/url-filters";
import { listApiQuery } from "../../../components/use-list-params";
import { dayRangeToInstants } from "../../../lib/days";

// The list's filters as they live in the URL (spec 002 §2 'Imperfections list'): a multi-select
// is one comma-separated parameter ('Round,Oval'), as the API reads it.
export type ImperfectionFilterValues = {
  search: string;
  start: string | null;
  end: string | null;
  shapes: string | null;
  imperfections: string | null;
  status: string | null;
};

const emptyFilters: ImperfectionFilterValues = {
  search: "",
  start: null,
  end: null,
  shapes: null,
  imperfections: null,
  status: null,
};

// The known entries of a comma-separated list, each once, in the options' order; null when none.
export function readList(allowed: readonly string[], text: string | null): string | null {
  const chosen = new Set((text ?? "").split(","));
  const kept = allowed.filter((option) => chosen.has(option));
  return kept.length > 0 ? kept.join(",") : null;
}

export const splitList = (text: string | null): string[] => (text ? text.split(",") : []);

function readFilters(params: URLSearchParams): ImperfectionFilterValues {
  return {
    search: params.get("search") ?? "",
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    shapes: readList(imperfectionShapes, params.get("shapes")),
    imperfections: readList(imperfectionTypes, params.get("imperfections")),
    status: oneOf(imperfectionStatusFilters, params.get("status")),
  };
}

// What the API filters on: days become the browser's midnights.
function filterQuery(filters: ImperfectionFilterValues): Record<string, string> {
  const query: Record<string, string> = { ...dayRangeToInstants(filters.start, filters.end) };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.shapes) query.shapes = filters.shapes;
  if (filters.imperfections) query.imperfections = filters.imperfections;
  if (filters.status) query.status = filters.status;
  return query;
}

export const imperfectionUrlFilters: UrlFilters<ImperfectionFilterValues> = {
  empty: emptyFilters,
  read: readFilters,
  toQuery: filterQuery,
};

const listed = (text: string) => text.split(",").join(", ");

export const imperfectionFilterChips = {
  search: { label: "Name" },
  ...dateRangeChips,
  shapes: { label: "Shape", show: listed },
  imperfections: { label: "Imperfection", show: listed },
  status: { label: "Status", show: (value: string) => (value === "done" ? "Completed" : "Pending") },
};

// The API parameters of the list a URL shows (its page and its filters).
export const imperfectionApiQuery = (params: URLSearchParams) => ({
  ...listApiQuery(params, imperfectionList),
  ...filterQuery(readFilters(params)),
});
