import type { Administrator } from "@loupe/domain/administrators";
import type { Page } from "@loupe/domain/paging";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// Administrators are listed by their own screen and chosen in others (activity log, billing):
// one key factory, so a write on the Administrator screen refreshes every reader.

export const administratorsPath = "/api/administrators";
export const administratorPath = (id: string) => `${administratorsPath}/${encodeURIComponent(id)}`;

export const administratorKeys = {
  all: ["administrators"] as const,
  list: (query: Record<string, string>) => ["administrators", "list", query] as const,
  detail: (id: string) => ["administrators", "detail", id] as const,
  skus: (id: string) => ["administrators", "detail", id, "skus"] as const,
};

export const administratorListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: administratorKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Administrator>>(administratorsPath, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
