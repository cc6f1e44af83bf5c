import type { BillingClient, BillingPage } from "@loupe/domain/billing/billing-query";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The certificate cost report's calls (GET /api/billing, the remembered billed client, the CSV
// exports), in the api.ts style of features/companies/api.ts.

export const billingPaths = {
  list: "/api/billing",
  client: "/api/billing/client",
  exportAll: "/api/billing/export.csv",
  exportSelected: "/api/billing/export-selected.csv",
};

const all = ["billing"] as const;

export const billingKeys = {
  all,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  client: [...all, "client"] as const,
};

export const billingListQuery = (query: Record<string, string>, enabled = true) =>
  queryOptions({
    queryKey: billingKeys.list(query),
    queryFn: ({ signal }) => api.get<BillingPage>(billingPaths.list, { query, signal }),
    // The old page (and its total) stays on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });

// The billed client this user last chose (on any station), or the configured default.
export const billedClientQuery = queryOptions({
  queryKey: billingKeys.client,
  queryFn: ({ signal }) => api.get<BillingClient>(billingPaths.client, { signal }),
  staleTime: 60_000,
});

export function useChooseBilledClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string | null) => api.put<BillingClient>(billingPaths.client, { clientId }),
    onSuccess: (chosen) => queryClient.setQueryData(billingKeys.client, chosen),
  });
}
