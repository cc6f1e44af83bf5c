import type {
  Diamond,
  DiamondListItem,
  DiamondSave,
  DiamondSaveResult,
} from "@loupe/domain/diamonds/diamond";
import type { Page } from "@loupe/domain/paging";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import {
  type SaveCertificateRequest,
  saveCertificate,
  useDeleteCertificate,
  usePrintCertificateCard,
} from "../../lib/certificate-api";

const itemPath = (id: string) => `/api/diamonds/${encodeURIComponent(id)}`;

export const diamondKeys = {
  all: ["diamonds"] as const,
  lists: ["diamonds", "list"] as const,
  list: (query: Record<string, string>) => ["diamonds", "list", query] as const,
  detail: (id: string) => ["diamonds", "detail", id] as const,
};

export const diamondListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: diamondKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<DiamondListItem>>("/api/diamonds", { query, signal }),
    placeholderData: keepPreviousData,
  });

export const diamondQuery = (id: string) =>
  queryOptions({
    queryKey: diamondKeys.detail(id),
    queryFn: ({ signal }) => api.get<Diamond>(itemPath(id), { signal }),
  });

function storeDiamond(queryClient: QueryClient, diamond: Diamond) {
  queryClient.setQueryData(diamondKeys.detail(diamond.id), diamond);
  void queryClient.invalidateQueries({ queryKey: diamondKeys.lists });
}

export type SaveDiamondRequest = SaveCertificateRequest<DiamondSave>;

export function useSaveDiamond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveDiamondRequest) =>
      saveCertificate<DiamondSave, DiamondSaveResult>("/api/diamonds", request),
    onSuccess: (result) => storeDiamond(queryClient, result.diamond),
  });
}

export const useDeleteDiamond = () => useDeleteCertificate("/api/diamonds", diamondKeys);

export const usePrintCard = () => usePrintCertificateCard("/api/diamonds");
