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

export type SaveDiamondRequest = {
  id: string | null;
  body: DiamondSave;
  version: number | null;
  digitalCertificate: boolean;
};

// Save and Create Digital Certificate: one request, the latter with ?digitalCertificate=true.
export function useSaveDiamond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, version, digitalCertificate }: SaveDiamondRequest) => {
      const query = { digitalCertificate: String(digitalCertificate) };
      return id === null
        ? api.post<DiamondSaveResult>("/api/diamonds", body, { query })
        : api.put<DiamondSaveResult>(itemPath(id), { ...body, version }, { query });
    },
    onSuccess: (result) => storeDiamond(queryClient, result.diamond),
  });
}

export function useDeleteDiamond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: diamondKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: diamondKeys.lists });
    },
  });
}

export function usePrintCard() {
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${itemPath(id)}/print-card`, {}),
  });
}
