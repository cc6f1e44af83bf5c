import type { DashboardCounts } from "@loupe/domain/dashboard/dashboard-api";
import type {
  CompleteResult,
  CompletionItem,
  NewlyAddedItem,
  NewlyAddedPage,
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

// An item to complete with the client it is to have: one chosen in its row and not saved yet is
// sent along and saved in the same transaction (Save & Complete).
export type QueueClient = NonNullable<NewlyAddedItem["client"]>;
export type Completing = { item: NewlyAddedItem; client: QueueClient | null };

const completionItem = ({ item, client }: Completing): CompletionItem => ({
  type: item.type,
  id: item.id,
  version: item.version,
  ...(client && client.id !== item.client?.id ? { clientId: client.id } : {}),
});

// One or many items, in one transaction on the server.
export function useCompleteItems() {
  const refresh = useRefreshDashboard();
  return useMutation({
    mutationFn: (items: readonly Completing[]) =>
      api.post<CompleteResult>(dashboardPaths.complete, { items: items.map(completionItem) }),
    onSettled: refresh,
  });
}
