import type { QueryClient } from "@tanstack/react-query";
import { certificateVideoListQuery, rejectedVideosQuery } from "./api";
import { videoApiQuery } from "./video-filters";

// The view's first page, asked for while the screen's code loads: the table's, or the rejected
// list's (?view=rejected).
export async function prefetchCertificateVideoList(queryClient: QueryClient, url: URL): Promise<void> {
  if (url.searchParams.get("view") === "rejected") await queryClient.prefetchQuery(rejectedVideosQuery());
  else await queryClient.prefetchQuery(certificateVideoListQuery(videoApiQuery(url.searchParams)));
}
