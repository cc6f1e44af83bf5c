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
import { administratorKeys, administratorPath, administratorsPath } from "../../resources/administrators";

export const administratorQuery = (id: string) =>
  queryOptions({
    queryKey: administratorKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdministratorDetail>(administratorPath(id), { signal }),
  });

export const administratorSkusQuery = (id: string) =>
  queryOptions({
    queryKey: administratorKeys.skus(id),
    queryFn: ({ signal }) =>
      api.get<{ items: AdministratorSku[] }>(`${administratorPath(id)}/skus`, { signal }),
  });

function useInvalidateAdministrators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: administratorKeys.all });
}

export function useCreateAdministrator() {
  const invalidate = useInvalidateAdministrators();
  return useMutation({
    mutationFn: (body: AdministratorCreate) => api.post<Administrator>(administratorsPath, body),
    onSuccess: invalidate,
  });
}

export function useUpdateAdministrator() {
  const invalidate = useInvalidateAdministrators();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdministratorUpdate }) =>
      api.put<Administrator>(administratorPath(id), body),
    // Editing yourself changes the name in the header and maybe your permissions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    // A refusal for a stale version also refreshes, so reopening the form shows the latest.
    onSettled: invalidate,
  });
}

export function useDeleteAdministrator() {
  const invalidate = useInvalidateAdministrators();
  return useMutation({
    mutationFn: (id: string) => api.delete(administratorPath(id)),
    onSuccess: invalidate,
  });
}
