import { jewelryTypes } from "@loupe/domain/options/jewelry";
import {
  defaultShippingSearchType,
  type ShippingSearchType,
  shippingLogList,
  shippingSearchText,
  shippingSearchTypeLabels,
  shippingSearchTypes,
} from "@loupe/domain/shipping/shipping-log-list";
import { dateRangeChips, oneOf, readDay, type UrlFilters } from "../../components/url-filters";
import { listApiQuery } from "../../components/use-list-params";
import { dayRangeToInstants } from "../../lib/days";

// The log's filters as they live in the URL (spec 001 §2.6): search-for key and text, shipped-on
// start and end days, customer, style. The key stays out of the URL while it is the default.
export type ShippingLogFilterValues = {
  searchType: string | null;
  search: string | null;
  start: string | null;
  end: string | null;
  customer: string | null;
  style: string | null;
};

const emptyFilters: ShippingLogFilterValues = {
  searchType: null,
  search: null,
  start: null,
  end: null,
  customer: null,
  style: null,
};

export const searchTypeOptions = shippingSearchTypes.map((value) => ({
  value,
  label: shippingSearchTypeLabels[value],
}));
export const styleOptions: readonly string[] = jewelryTypes;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const searchTypeOf = (filters: ShippingLogFilterValues) =>
  (filters.searchType ?? defaultShippingSearchType) as ShippingSearchType;
export const searchTypeValue = (value: string | null) =>
  value === defaultShippingSearchType ? null : oneOf(shippingSearchTypes, value);

function readFilters(params: URLSearchParams): ShippingLogFilterValues {
  const customer = params.get("customer");
  return {
    searchType: searchTypeValue(params.get("searchType")),
    search: shippingSearchText(params.get("search") ?? "") || null,
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    customer: customer && uuidPattern.test(customer) ? customer : null,
    style: oneOf(styleOptions, params.get("style")),
  };
}

// What the API filters on (the list and its export): the days become the browser's midnights.
function filterQuery(filters: ShippingLogFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) {
    query.search = filters.search;
    query.searchType = searchTypeOf(filters);
  }
  const { createdFrom, createdTo } = dayRangeToInstants(filters.start, filters.end);
  if (createdFrom) query.shippedFrom = createdFrom;
  if (createdTo) query.shippedTo = createdTo;
  if (filters.customer) query.customerId = filters.customer;
  if (filters.style) query.jewelryType = filters.style;
  return query;
}

export const shippingLogUrlFilters: UrlFilters<ShippingLogFilterValues> = {
  empty: emptyFilters,
  read: readFilters,
  toQuery: filterQuery,
};

// Filtered when any chip shows: a search key alone selects nothing.
export const isFiltered = (filters: ShippingLogFilterValues) =>
  Object.entries(filters).some(([key, value]) => key !== "searchType" && Boolean(value));

export const shippingLogChips = (filters: ShippingLogFilterValues, customerName: string | null) => ({
  search: { label: shippingSearchTypeLabels[searchTypeOf(filters)] },
  ...dateRangeChips,
  customer: { label: "Customer", show: () => customerName ?? "…" },
  style: { label: "Style" },
});

// The API parameters of the log a URL shows (its page and its filters).
export const shippingLogApiQuery = (params: URLSearchParams) => ({
  ...listApiQuery(params, shippingLogList),
  ...filterQuery(readFilters(params)),
});
