import type { QueryClient } from "@tanstack/react-query";
import { certificateVideoListQuery } from "./api";
import { videoApiQuery } from "./video-filters";

// The table's first page, asked for while the screen's code loads.
export async function prefetchCertificateVideoList(queryClient: QueryClient, url: URL): Promise<void> {
  await queryClient.prefetchQuery(certificateVideoListQuery(videoApiQuery(url.searchParams)));
}
