import type { Administrator } from "@loupe/domain/administrators";
import type { Page } from "@loupe/domain/paging";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// Administrators are listed by their own screen and chosen in others (activity log, billing):
// one key factory, so a write on the Administrator screen refreshes every reader.

const base = "/api/administrators";

export const administratorPaths = {
  list: base,
  item: (id: string) => `${base}/${encodeURIComponent(id)}`,
  skus: (id: string) => `${administratorPaths.item(id)}/skus`,
};

const all = ["administrators"] as const;

export const administratorKeys = {
  all,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  skus: (id: string) => [...all, "detail", id, "skus"] as const,
};

export const administratorListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: administratorKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Administrator>>(administratorPaths.list, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
