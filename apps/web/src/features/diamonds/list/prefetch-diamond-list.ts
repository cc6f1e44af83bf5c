import { diamondList } from "@loupe/domain/diamonds/diamond-list";
import type { QueryClient } from "@tanstack/react-query";
import { certificateListApiQuery } from "../../../components/certificate-list-query";
import { diamondListQuery } from "../api";
import { diamondUrlFilters } from "./diamond-filters";

// The rows of the list a URL shows, asked for while the screen's code loads.
export const prefetchDiamondList = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchQuery(
    diamondListQuery(certificateListApiQuery(url.searchParams, diamondList, diamondUrlFilters)),
  );
