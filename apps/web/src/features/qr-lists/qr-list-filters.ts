import { isUuid } from "@loupe/domain/ids";
import { qrListList } from "@loupe/domain/videos/qr-list-list";
import { clientChip, type UrlFilters } from "../../components/url-filters";
import { listApiQuery } from "../../components/use-list-params";

// The table's filters as they live in the URL (spec 002 §2 'QR lists table'): the title search and
// the client.
export type QrListFilterValues = { search: string; client: string | null };

function readFilters(params: URLSearchParams): QrListFilterValues {
  const client = params.get("client");
  return { search: params.get("search") ?? "", client: client && isUuid(client) ? client : null };
}

function filterQuery(filters: QrListFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.client) query.clientId = filters.client;
  return query;
}

export const qrListUrlFilters: UrlFilters<QrListFilterValues> = {
  empty: { search: "", client: null },
  read: readFilters,
  toQuery: filterQuery,
};

export const qrListFilterChips = (clientName: string | null) => ({
  search: { label: "Title" },
  client: clientChip(clientName),
});

// The API parameters of the table a URL shows (its page and its filters).
export const qrListApiQuery = (params: URLSearchParams) => ({
  ...listApiQuery(params, qrListList),
  ...filterQuery(readFilters(params)),
});
