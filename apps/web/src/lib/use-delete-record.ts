import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

// DELETE of one record: its cached read is dropped and `onDeleted` marks what showed it stale.
export function useDeleteRecord(
  pathOf: (id: string) => string,
  detailKey: (id: string) => QueryKey,
  onDeleted: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(pathOf(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: detailKey(id) });
      onDeleted(queryClient);
    },
  });
}
