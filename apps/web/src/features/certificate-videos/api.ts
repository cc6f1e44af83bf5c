import type { Page } from "@loupe/domain/paging";
import type {
  RejectedCertificateVideoList,
  RejectedVideosRetried,
} from "@loupe/domain/videos/rejected-videos-api";
import type { CertificateVideoListItem } from "@loupe/domain/videos/video-api";
import type {
  CertificateVideoRecord,
  CertificateVideoSave,
  CertificateVideoSaved,
  CertificateVideoUpdate,
} from "@loupe/domain/videos/video-save-api";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useDeleteRecord } from "../../lib/use-delete-record";

// The digital certificate videos' calls (the list, one record, by name, save, edit, delete, the
// rejected list and its retries), in the api.ts style of features/companies/api.ts.

export const certificateVideoPaths = {
  list: "/api/certificate-videos",
  item: (id: string) => `/api/certificate-videos/${encodeURIComponent(id)}`,
  named: (name: string) => `/api/certificate-videos/named/${encodeURIComponent(name)}`,
  rejected: "/api/certificate-videos/rejected",
  retry: (videoId: string) => `/api/certificate-videos/rejected/${encodeURIComponent(videoId)}/retry`,
  retryAll: "/api/certificate-videos/rejected/retry-all",
};

const all = ["certificate-videos"] as const;

export const certificateVideoKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  rejected: [...all, "rejected"] as const,
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

export const certificateVideoQuery = (id: string) =>
  queryOptions({
    queryKey: certificateVideoKeys.detail(id),
    queryFn: ({ signal }) => api.get<CertificateVideoRecord>(certificateVideoPaths.item(id), { signal }),
  });

// The record of an exact name, or null when there is none (typing an existing name opens it).
export async function findCertificateVideoNamed(name: string): Promise<CertificateVideoRecord | null> {
  try {
    return await api.get<CertificateVideoRecord>(certificateVideoPaths.named(name));
  } catch (error) {
    if (error instanceof Error && "status" in error && error.status === 404) return null;
    throw error;
  }
}

export function useSaveCertificateVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: CertificateVideoSave) =>
      api.post<CertificateVideoSaved>(certificateVideoPaths.list, save),
    onSuccess: () => markListsStale(queryClient),
  });
}

export function useUpdateCertificateVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CertificateVideoUpdate) =>
      api.put<CertificateVideoRecord>(certificateVideoPaths.item(id), update),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: certificateVideoKeys.detail(id) });
      markListsStale(queryClient);
    },
  });
}

// The videos the barcode service never took (newest first, capped), and their count.
export const rejectedVideosQuery = () =>
  queryOptions({
    queryKey: certificateVideoKeys.rejected,
    queryFn: ({ signal }) =>
      api.get<RejectedCertificateVideoList>(certificateVideoPaths.rejected, { signal }),
  });

// A retry takes videos off the rejected list and queues their push: the list is read again (and
// the table, whose Added Barcode flag the push may set).
function useRetry<Input>(send: (input: Input) => Promise<RejectedVideosRetried>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: certificateVideoKeys.rejected });
      markListsStale(queryClient);
    },
  });
}

export const useRetryRejectedVideo = () =>
  useRetry((videoId: string) => api.post<RejectedVideosRetried>(certificateVideoPaths.retry(videoId)));

export const useRetryAllRejectedVideos = () =>
  useRetry(() => api.post<RejectedVideosRetried>(certificateVideoPaths.retryAll));
