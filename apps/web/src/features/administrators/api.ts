import type {
  Administrator,
  AdministratorCreate,
  AdministratorDetail,
  AdministratorSku,
  AdministratorUpdate,
} from "@loupe/domain/administrators";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { sessionQueryKey } from "../../lib/session";
import { administratorKeys, administratorPaths } from "../../resources/administrators";

export const administratorQuery = (id: string) =>
  queryOptions({
    queryKey: administratorKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdministratorDetail>(administratorPaths.item(id), { signal }),
  });

export const administratorSkusQuery = (id: string) =>
  queryOptions({
    queryKey: administratorKeys.skus(id),
    queryFn: ({ signal }) => api.get<{ items: AdministratorSku[] }>(administratorPaths.skus(id), { signal }),
  });

// A write answers the list row, not the detail (with its counts): every administrator query is
// refetched instead of storing the answer.
function useInvalidateAdministrators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: administratorKeys.all });
}

export function useCreateAdministrator() {
  const invalidate = useInvalidateAdministrators();
  return useMutation({
    mutationFn: (body: AdministratorCreate) => api.post<Administrator>(administratorPaths.list, body),
    onSuccess: invalidate,
  });
}

export function useUpdateAdministrator() {
  const invalidate = useInvalidateAdministrators();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdministratorUpdate }) =>
      api.put<Administrator>(administratorPaths.item(id), body),
    // Editing yourself changes the name in the header and maybe your permissions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    // A refusal for a stale version also refreshes, so reopening the form shows the latest.
    onSettled: invalidate,
  });
}

export function useDeleteAdministrator() {
  const invalidate = useInvalidateAdministrators();
  return useMutation({
    mutationFn: (id: string) => api.delete(administratorPaths.item(id)),
    onSuccess: invalidate,
  });
}
