import { isUuid } from "@loupe/domain/ids";
import { certificateVideoList } from "@loupe/domain/videos/certificate-video-list";
import { clientChip, dateRangeChips, readDay, type UrlFilters } from "../../components/url-filters";
import { listApiQuery } from "../../components/use-list-params";
import { dayRangeToInstants } from "../../lib/days";

// The table's filters as they live in the URL (spec 002 §2): name search, the date range with the
// shared rule, and the client.
export type VideoFilterValues = {
  search: string;
  start: string | null;
  end: string | null;
  client: string | null;
};

const emptyFilters: VideoFilterValues = { search: "", start: null, end: null, client: null };

function readFilters(params: URLSearchParams): VideoFilterValues {
  const client = params.get("client");
  return {
    search: params.get("search") ?? "",
    start: readDay(params, "start"),
    end: readDay(params, "end"),
    client: client && isUuid(client) ? client : null,
  };
}

// What the API filters on: days become the browser's midnights.
function filterQuery(filters: VideoFilterValues): Record<string, string> {
  const query: Record<string, string> = { ...dayRangeToInstants(filters.start, filters.end) };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.client) query.clientId = filters.client;
  return query;
}

export const videoUrlFilters: UrlFilters<VideoFilterValues> = {
  empty: emptyFilters,
  read: readFilters,
  toQuery: filterQuery,
};

export const videoFilterChips = (clientName: string | null) => ({
  search: { label: "Name" },
  ...dateRangeChips,
  client: clientChip(clientName),
});

// The API parameters of the table a URL shows (its page and its filters).
export const videoApiQuery = (params: URLSearchParams) => ({
  ...listApiQuery(params, certificateVideoList),
  ...filterQuery(readFilters(params)),
});
