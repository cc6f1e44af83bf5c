import type { ActivityLogItem, ActivityLogUser } from "@loupe/domain/activity-log-query";
import type { Page } from "@loupe/domain/paging";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

// The activity log's reads (GET /api/activity-log, its users, its exports). Entries are never
// written from here: every write of the app records its own.
export const activityLogPath = "/api/activity-log";

const keys = {
  all: ["activity-log"] as const,
  list: (query: Record<string, string>) => ["activity-log", "list", query] as const,
  users: ["activity-log", "users"] as const,
};

export const activityLogApi = {
  keys,
  listQuery: (query: Record<string, string>) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => api.get<Page<ActivityLogItem>>(activityLogPath, { query, signal }),
      // The old page stays on screen (dimmed) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  usersQuery: queryOptions({
    queryKey: keys.users,
    queryFn: ({ signal }) => api.get<{ items: ActivityLogUser[] }>(`${activityLogPath}/users`, { signal }),
    staleTime: 5 * 60_000,
  }),
};
