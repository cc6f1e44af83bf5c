import { activityLogList } from "@loupe/domain/activity-log-list";
import { dateRangeChips, readDay, type UrlFilters } from "../../components/url-filters";
import { listApiQuery } from "../../components/use-list-params";
import { dayRangeToInstants } from "../../lib/days";

// The log's filters as they live in the URL (spec 002 §2: search by cert, date range, user).
export type LogFilterValues = {
  search: string;
  start: string | null;
  end: string | null;
  user: string | null;
};

const emptyFilters: LogFilterValues = { search: "", start: null, end: null, user: null };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readFilters(params: URLSearchParams): LogFilterValues {
  const user = params.get("user");
  return {
    search: params.get("search") ?? "",
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    user: user && uuidPattern.test(user) ? user : null,
  };
}

// What the API filters on (the list and its exports): days become the browser's midnights.
function filterQuery(filters: LogFilterValues): Record<string, string> {
  const query: Record<string, string> = { ...dayRangeToInstants(filters.start, filters.end) };
  if (filters.search) query.search = filters.search;
  if (filters.user) query.administratorId = filters.user;
  return query;
}

export const logUrlFilters: UrlFilters<LogFilterValues> = {
  empty: emptyFilters,
  read: readFilters,
  toQuery: filterQuery,
};

export const logFilterChips = (userName: string | null) => ({
  search: { label: "Search" },
  ...dateRangeChips,
  user: { label: "User", show: () => userName ?? "…" },
});

// The API parameters of the log a URL shows (its page and its filters).
export const logApiQuery = (params: URLSearchParams) => ({
  ...listApiQuery(params, activityLogList),
  ...filterQuery(readFilters(params)),
});
