import type { OrdersReportItem } from "@loupe/domain/orders/orders-report-query";
import type { Page } from "@loupe/domain/paging";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The orders report's reads (GET /api/orders and its export), in the api.ts style of
// features/companies/api.ts.

export const ordersPaths = {
  list: "/api/orders",
  exportXlsx: "/api/orders/export.xlsx",
};

const all = ["orders"] as const;

export const ordersKeys = {
  all,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
};

export const ordersListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<OrdersReportItem>>(ordersPaths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
