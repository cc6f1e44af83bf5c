import type {
  Administrator,
  AdministratorCreate,
  AdministratorDetail,
  AdministratorSku,
  AdministratorUpdate,
} from "@loupe/domain/administrators";
import type { Page } from "@loupe/domain/paging";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { sessionQueryKey } from "../../lib/session";

const base = "/api/administrators";

export const administratorKeys = {
  all: ["administrators"] as const,
  list: (query: Record<string, string>) => ["administrators", "list", query] as const,
  detail: (id: string) => ["administrators", "detail", id] as const,
  skus: (id: string) => ["administrators", "detail", id, "skus"] as const,
};

export const administratorListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: administratorKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Administrator>>(base, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const administratorQuery = (id: string) =>
  queryOptions({
    queryKey: administratorKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdministratorDetail>(`${base}/${encodeURIComponent(id)}`, { signal }),
  });

export const administratorSkusQuery = (id: string) =>
  queryOptions({
    queryKey: administratorKeys.skus(id),
    queryFn: ({ signal }) =>
      api.get<{ items: AdministratorSku[] }>(`${base}/${encodeURIComponent(id)}/skus`, { signal }),
  });

function useInvalidateAdministrators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: administratorKeys.all });
}

export function useCreateAdministrator() {
  const invalidate = useInvalidateAdministrators();
  return useMutation({
    mutationFn: (body: AdministratorCreate) => api.post<Administrator>(base, body),
    onSuccess: invalidate,
  });
}

export function useUpdateAdministrator() {
  const invalidate = useInvalidateAdministrators();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdministratorUpdate }) =>
      api.put<Administrator>(`${base}/${encodeURIComponent(id)}`, body),
    // Editing yourself changes the name in the header and maybe your permissions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    // A refusal for a stale version also refreshes, so reopening the form shows the latest.
    onSettled: invalidate,
  });
}

export function useDeleteAdministrator() {
  const invalidate = useInvalidateAdministrators();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
