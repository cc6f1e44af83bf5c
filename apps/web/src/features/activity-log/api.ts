import type { ActivityLogItem, ActivityLogUser } from "@loupe/domain/activity-log-query";
import type { Page } from "@loupe/domain/paging";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The activity log's reads (GET /api/activity-log, its users, its exports), in the api.ts style of
// features/companies/api.ts. Entries are never written from here: every write records its own.

export const activityLogPaths = {
  list: "/api/activity-log",
  users: "/api/activity-log/users",
  exportXlsx: "/api/activity-log/export.xlsx",
  exportCsv: "/api/activity-log/export.csv",
};

const all = ["activity-log"] as const;

export const activityLogKeys = {
  all,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  users: [...all, "users"] as const,
};

export const activityLogListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: activityLogKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<ActivityLogItem>>(activityLogPaths.list, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const activityLogUsersQuery = queryOptions({
  queryKey: activityLogKeys.users,
  queryFn: ({ signal }) => api.get<{ items: ActivityLogUser[] }>(activityLogPaths.users, { signal }),
  staleTime: 5 * 60_000,
});
