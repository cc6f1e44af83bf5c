import type { AnalyticsAnswer } from "@loupe/domain/analytics/analytics-api";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The analytics screen's one read (GET /api/analytics: spec 002 §2 'Analytics', decision 0025), in
// the api.ts style of features/companies/api.ts. Figures are never written from here: the public
// pages record views and clicks.

export const analyticsPaths = { figures: "/api/analytics" };

const all = ["analytics"] as const;

export const analyticsKeys = {
  all,
  figures: (query: Record<string, string>) => [...all, "figures", query] as const,
};

export const analyticsFiguresQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: analyticsKeys.figures(query),
    queryFn: ({ signal }) => api.get<AnalyticsAnswer>(analyticsPaths.figures, { query, signal }),
    // The figures shown stay on screen (dimmed) while the next page or period loads.
    placeholderData: keepPreviousData,
  });
