import type { QueryClient } from "@tanstack/react-query";
import { qrListListQuery } from "./api";
import { qrListApiQuery } from "./qr-list-filters";

// The table's first page, asked for while the screen's code loads.
export async function prefetchQrListList(queryClient: QueryClient, url: URL): Promise<void> {
  await queryClient.prefetchQuery(qrListListQuery(qrListApiQuery(url.searchParams)));
}
