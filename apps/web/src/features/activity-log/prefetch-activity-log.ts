import type { QueryClient } from "@tanstack/react-query";
import { activityLogApi } from "./api";
import { logApiQuery } from "./log-filters";

// What /logs shows first, asked for while the screen's code loads: its rows and the user choices.
export const prefetchActivityLog = async (queryClient: QueryClient, url: URL) => {
  await Promise.all([
    queryClient.prefetchQuery(activityLogApi.listQuery(logApiQuery(url.searchParams))),
    queryClient.prefetchQuery(activityLogApi.usersQuery),
  ]);
};
