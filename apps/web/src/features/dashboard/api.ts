import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type { DashboardCounts } from "@loupe/domain/dashboard/dashboard-api";
import type {
  CompleteResult,
  CompletionItem,
  NewlyAddedItem,
  NewlyAddedPage,
  SetClient,
} from "@loupe/domain/intake/intake-api";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../lib/api-client";

// The dashboard's counts and the newly added queue (packages/domain/src/dashboard/dashboard-api.ts,
// packages/domain/src/intake/intake-api.ts).
const countsPath = "/api/dashboard";
const newlyAddedPath = "/api/intake/newly-added";
const completePath = "/api/intake/complete";
const itemPath = (type: CertificateType, id: string) => `${newlyAddedPath}/${type}/${encodeURIComponent(id)}`;

export const dashboardKeys = {
  all: ["dashboard"] as const,
  counts: ["dashboard", "counts"] as const,
  newlyAddedLists: ["dashboard", "newly-added"] as const,
  newlyAdded: (query: Record<string, string>) => ["dashboard", "newly-added", query] as const,
};

export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.counts,
    queryFn: ({ signal }) => api.get<DashboardCounts>(countsPath, { signal }),
  });

export const newlyAddedQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: dashboardKeys.newlyAdded(query),
    queryFn: ({ signal }) => api.get<NewlyAddedPage>(newlyAddedPath, { query, signal }),
    placeholderData: keepPreviousData,
  });

// Everything the dashboard shows may have moved (an intake, a completion): counts and queue.
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

export function useSetClient() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: ({ item, clientId }: { item: NewlyAddedItem; clientId: string | null }) =>
      apiRequest<NewlyAddedItem>(itemPath(item.type, item.id), {
        method: "PATCH",
        body: { clientId, version: item.version } satisfies SetClient,
      }),
    onSettled: refresh,
  });
}

export const completionItem = (item: NewlyAddedItem): CompletionItem => ({
  type: item.type,
  id: item.id,
  version: item.version,
});

// One or many items, in one transaction on the server.
export function useCompleteItems() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (items: readonly NewlyAddedItem[]) =>
      api.post<CompleteResult>(completePath, { items: items.map(completionItem) }),
    onSettled: refresh,
  });
}
