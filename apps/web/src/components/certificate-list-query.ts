import type { FilterValues, UrlFilters } from "./url-filters";
import { type ListParamsOptions, listApiQuery } from "./use-list-params";

// The API parameters of the list a URL shows: its view (page, sort, size) and its filters. Pure,
// so a route's loader can ask for the rows while the screen's code loads (Feature.prefetch).
export function certificateListApiQuery<Values extends FilterValues>(
  params: URLSearchParams,
  list: ListParamsOptions,
  filters: UrlFilters<Values>,
): Record<string, string> {
  return { ...listApiQuery(params, list), ...filters.toQuery(filters.read(params)) };
}
