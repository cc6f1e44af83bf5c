import { jewelryList } from "@loupe/domain/jewelry/jewelry-list";
import type { QueryClient } from "@tanstack/react-query";
import { certificateListApiQuery } from "../../../components/certificate-list-query";
import { jewelryApi } from "../api";
import { jewelryUrlFilters } from "./jewelry-filters";

// The rows of the list a URL shows, asked for while the screen's code loads.
export const prefetchJewelryList = (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchQuery(
    jewelryApi.listQuery(certificateListApiQuery(url.searchParams, jewelryList, jewelryUrlFilters)),
  );
