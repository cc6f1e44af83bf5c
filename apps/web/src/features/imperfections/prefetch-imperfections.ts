import type { QueryClient } from "@tanstack/react-query";
import { imperfectionQuery } from "../../resources/imperfections";
import { imperfectionListQuery, imperfectionTotalsQuery } from "./api";
import { imperfectionApiQuery } from "./list/imperfection-filters";

// What a screen shows first, asked for while its code loads (Feature.prefetch): the list's rows and
// totals; the map an editor opens (its code is the larger download, so the read is there first).
export const prefetchImperfectionList = async (queryClient: QueryClient, url: URL) => {
  await Promise.all([
    queryClient.prefetchQuery(imperfectionListQuery(imperfectionApiQuery(url.searchParams))),
    queryClient.prefetchQuery(imperfectionTotalsQuery),
  ]);
};

export const prefetchImperfection = async (queryClient: QueryClient, url: URL) => {
  const id = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
  if (id && id !== "new") await queryClient.prefetchQuery(imperfectionQuery(id));
};
