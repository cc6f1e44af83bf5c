import type { Page } from "@loupe/domain/paging";
import type { CertificateVideoListItem } from "@loupe/domain/videos/video-api";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useDeleteRecord } from "../../lib/use-delete-record";

// The digital certificate videos' calls (GET /api/certificate-videos, DELETE …/:id), in the
// api.ts style of features/companies/api.ts.

export const certificateVideoPaths = {
  list: "/api/certificate-videos",
  item: (id: string) => `/api/certificate-videos/${encodeURIComponent(id)}`,
};

const all = ["certificate-videos"] as const;

export const certificateVideoKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  detail: (id: string) => [...all, "detail", id] as const,
};

export const certificateVideoListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: certificateVideoKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<CertificateVideoListItem>>(certificateVideoPaths.list, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

const markListsStale = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: certificateVideoKeys.lists });

export const useDeleteCertificateVideo = () =>
  useDeleteRecord(certificateVideoPaths.item, certificateVideoKeys.detail, markListsStale);
