import {
  allBillingClients,
  type BillingSearchType,
  billingList,
  billingSearchTypes,
  defaultBillingSearchType,
} from "@loupe/domain/billing/billing-list";
import { oneOf, readDay, type UrlFilters } from "../../components/url-filters";
import { listApiQuery } from "../../components/use-list-params";

// The report's filters as they live in the URL: the billed client ('all' or an id; absent: the
// user's remembered one), the search and its key, and the New York days.
export type BillingFilterValues = {
  client: string | null;
  searchType: string | null;
  search: string | null;
  start: string | null;
  end: string | null;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const empty: BillingFilterValues = { client: null, searchType: null, search: null, start: null, end: null };

function readFilters(params: URLSearchParams): BillingFilterValues {
  const client = params.get("client");
  return {
    client: client === allBillingClients || (client && uuidPattern.test(client)) ? client : null,
    searchType: oneOf(billingSearchTypes, params.get("searchType")),
    search: params.get("search")?.trim() || null,
    start: readDay(params, "start"),
    end: readDay(params, "end"),
  };
}

export const searchTypeOf = (values: BillingFilterValues) =>
  (values.searchType ?? defaultBillingSearchType) as BillingSearchType;

// What the API filters on (the list and Export all); the days go as they are, New York's.
function filterQuery(values: BillingFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (values.client) query.client = values.client;
  if (values.search) {
    query.searchType = searchTypeOf(values);
    query.search = values.search;
  }
  if (values.start) query.from = values.start;
  if (values.end) query.to = values.end;
  return query;
}

export const billingUrlFilters: UrlFilters<BillingFilterValues> = {
  empty,
  read: readFilters,
  toQuery: filterQuery,
};

// The filters a user clears with Clear Filters (the billed client is a choice, not a filter).
export const clearedFilters = (values: BillingFilterValues): BillingFilterValues => ({
  ...empty,
  client: values.client,
});

export const hasFilters = (values: BillingFilterValues) =>
  Boolean(values.search || values.start || values.end);

export const billingApiQuery = (params: URLSearchParams, client: string) => ({
  ...listApiQuery(params, billingList),
  ...filterQuery({ ...readFilters(params), client }),
});
