import { compactCertificateKey } from "@loupe/domain/certificates/certificate-key";
import {
  defaultOrdersSearchType,
  type OrdersSearchType,
  ordersReportList,
  ordersSearchTypeLabels,
  ordersSearchTypes,
} from "@loupe/domain/orders/orders-report";
import { dateRangeChips, oneOf, readDay, type UrlFilters } from "../../components/url-filters";
import { listApiQuery } from "../../components/use-list-params";
import { dayRangeToInstants } from "../../lib/days";

// The report's filters as they live in the URL: search key and text, intake start and end days.
export type OrdersFilterValues = {
  searchType: string | null;
  search: string | null;
  start: string | null;
  end: string | null;
};

const emptyFilters: OrdersFilterValues = { searchType: null, search: null, start: null, end: null };

export const searchTypeOptions = ordersSearchTypes.map((value) => ({
  value,
  label: ordersSearchTypeLabels[value],
}));

export const searchTypeOf = (filters: OrdersFilterValues) =>
  (filters.searchType ?? defaultOrdersSearchType) as OrdersSearchType;
export const searchTypeValue = (value: string | null) =>
  value === defaultOrdersSearchType ? null : oneOf(ordersSearchTypes, value);

function readFilters(params: URLSearchParams): OrdersFilterValues {
  return {
    searchType: searchTypeValue(params.get("searchType")),
    search: compactCertificateKey(params.get("search") ?? "") || null,
    start: readDay(params, "start"),
    end: readDay(params, "end"),
  };
}

function filterQuery(filters: OrdersFilterValues): Record<string, string> {
  const query: Record<string, string> = { ...dayRangeToInstants(filters.start, filters.end) };
  if (filters.search) {
    query.search = filters.search;
    query.searchType = searchTypeOf(filters);
  }
  return query;
}

export const ordersUrlFilters: UrlFilters<OrdersFilterValues> = {
  empty: emptyFilters,
  read: readFilters,
  toQuery: filterQuery,
};

export const isFiltered = (filters: OrdersFilterValues) =>
  Boolean(filters.search || filters.start || filters.end);

export const ordersChips = (filters: OrdersFilterValues) => ({
  search: { label: ordersSearchTypeLabels[searchTypeOf(filters)] },
  ...dateRangeChips,
});

export const ordersApiQuery = (params: URLSearchParams) => ({
  ...listApiQuery(params, ordersReportList),
  ...filterQuery(readFilters(params)),
});
