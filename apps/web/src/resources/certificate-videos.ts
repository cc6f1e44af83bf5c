import type { CertificateVideoSave, CertificateVideoSaved } from "@loupe/domain/videos/video-save-api";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// Digital certificate videos are saved by their own editor and by the QR list editor's uploads:
// one path and key factory, so a save anywhere refreshes every reader.

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

const markListsStale = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: certificateVideoKeys.lists });

// One or several videos by name, a name that exists replaced (domain videos/video-save-api.ts).
export function useSaveCertificateVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: CertificateVideoSave) =>
      api.post<CertificateVideoSaved>(certificateVideoPaths.list, save),
    onSuccess: () => markListsStale(queryClient),
  });
}
