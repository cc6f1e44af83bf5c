import type { Page } from "@loupe/domain/paging";
import type { ShippingLogItem } from "@loupe/domain/shipping/shipping-log-query";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The shipping log's reads (GET /api/shipping-log and its export), in the api.ts style of
// features/companies/api.ts.

export const shippingLogPaths = {
  list: "/api/shipping-log",
  exportXlsx: "/api/shipping-log/export.xlsx",
};

const all = ["shipping-log"] as const;

export const shippingLogKeys = {
  all,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
};

export const shippingLogListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: shippingLogKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<ShippingLogItem>>(shippingLogPaths.list, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
