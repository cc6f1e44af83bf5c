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
import { api } from "../../lib/api-client";
import { dashboardKeys } from "../../resources/dashboard";

// The dashboard's counts and the newly added queue (packages/domain/src/dashboard/dashboard-api.ts,
// packages/domain/src/intake/intake-api.ts); their keys are in resources/dashboard.ts.
const newlyAddedBase = "/api/intake/newly-added";
const dashboardPaths = {
  counts: "/api/dashboard",
  newlyAdded: newlyAddedBase,
  newlyAddedItem: (type: CertificateType, id: string) =>
    `${newlyAddedBase}/${type}/${encodeURIComponent(id)}`,
  complete: "/api/intake/complete",
};

export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.counts,
    queryFn: ({ signal }) => api.get<DashboardCounts>(dashboardPaths.counts, { signal }),
  });

export const newlyAddedQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: dashboardKeys.newlyAdded(query),
    queryFn: ({ signal }) => api.get<NewlyAddedPage>(dashboardPaths.newlyAdded, { query, signal }),
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
      api.patch<NewlyAddedItem>(dashboardPaths.newlyAddedItem(item.type, item.id), {
        clientId,
        version: item.version,
      } satisfies SetClient),
    onSettled: refresh,
  });
}

const completionItem = (item: NewlyAddedItem): CompletionItem => ({
  type: item.type,
  id: item.id,
  version: item.version,
});

// One or many items, in one transaction on the server.
export function useCompleteItems() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (items: readonly NewlyAddedItem[]) =>
      api.post<CompleteResult>(dashboardPaths.complete, { items: items.map(completionItem) }),
    onSettled: refresh,
  });
}
