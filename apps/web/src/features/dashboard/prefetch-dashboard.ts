import { newlyAddedList } from "@loupe/domain/intake/newly-added-list";
import type { QueryClient } from "@tanstack/react-query";
import { listApiQuery } from "../../components/use-list-params";
import { dashboardCountsQuery, newlyAddedQuery } from "./api";

// The counts and the queue page a URL shows, asked for while the screen's code loads (the
// dashboard is the first screen after signing in).
export const prefetchDashboard = async (queryClient: QueryClient, url: URL) => {
  await Promise.all([
    queryClient.prefetchQuery(dashboardCountsQuery()),
    queryClient.prefetchQuery(newlyAddedQuery(listApiQuery(url.searchParams, newlyAddedList))),
  ]);
};
