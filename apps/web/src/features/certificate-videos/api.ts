import type { Page } from "@loupe/domain/paging";
import type {
  RejectedCertificateVideoList,
  RejectedVideosRetried,
} from "@loupe/domain/videos/rejected-videos-api";
import type { CertificateVideoListItem } from "@loupe/domain/videos/video-api";
import type { CertificateVideoRecord, CertificateVideoUpdate } from "@loupe/domain/videos/video-save-api";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useDeleteRecord } from "../../lib/use-delete-record";
import { certificateVideoKeys, certificateVideoPaths } from "../../resources/certificate-videos";

// The digital certificate videos' calls (the list, one record, by name, edit, delete, the rejected
// list and its retries; their paths, keys and save in resources/certificate-videos.ts), in the
// api.ts style of features/companies/api.ts.

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
