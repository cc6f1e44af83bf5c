import { diamondList } from "@loupe/domain/diamonds/diamond-list";
import type { QueryClient } from "@tanstack/react-query";
import { certificateListApiQuery } from "../../../components/certificate-list-query";
import { attributesQuery } from "../../../resources/attributes";
import { diamondsApi } from "../api";
import { diamondUrlFilters } from "./diamond-filters";

// What the list a URL shows needs first, asked for while the screen's code loads: its rows, and
// the option lists its filters show (else they arrive after the screen is drawn and draw it again).
export const prefetchDiamondList = async (queryClient: QueryClient, url: URL) => {
  await Promise.all([
    queryClient.prefetchQuery(
      diamondsApi.listQuery(certificateListApiQuery(url.searchParams, diamondList, diamondUrlFilters)),
    ),
    queryClient.prefetchQuery(attributesQuery()),
  ]);
};
