import type {
  ProductDisplayAdd,
  ProductDisplayPage,
  ProductDisplayVideo,
} from "@loupe/domain/videos/product-display-api";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useDeleteRecord } from "../../lib/use-delete-record";

// The Video Manager's calls (GET, POST /api/product-display-videos, DELETE …/:id).
export const productDisplayPaths = {
  list: "/api/product-display-videos",
  item: (id: string) => `/api/product-display-videos/${encodeURIComponent(id)}`,
};

const all = ["product-display-videos"] as const;
const keys = {
  lists: [...all, "list"] as const,
  list: (search: string, after: string | null) => [...all, "list", search, after] as const,
  detail: (id: string) => [...all, "detail", id] as const,
};

export const productDisplayListQuery = (search: string, after: string | null) =>
  queryOptions({
    queryKey: keys.list(search, after),
    queryFn: ({ signal }) =>
      api.get<ProductDisplayPage>(productDisplayPaths.list, {
        query: { search: search || undefined, after: after ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const markListsStale = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: keys.lists });

export function useAddProductDisplayVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: ProductDisplayAdd) => api.post<ProductDisplayVideo>(productDisplayPaths.list, add),
    onSuccess: () => markListsStale(queryClient),
  });
}

export const useDeleteProductDisplayVideo = () =>
  useDeleteRecord(productDisplayPaths.item, keys.detail, markListsStale);
