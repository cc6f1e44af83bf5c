import type { Company, CompanyKind, CompanyListItem, CompanySave } from "@loupe/domain/companies";
import type { Page } from "@loupe/domain/paging";
import type { SkuRow } from "@loupe/domain/skus";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { companyKeys, companyListPath, companyPath as itemPath } from "../../resources/companies";

export const companyListQuery = (kind: CompanyKind, query: Record<string, string>) =>
  queryOptions({
    queryKey: companyKeys.list(kind, query),
    queryFn: ({ signal }) => api.get<Page<CompanyListItem>>(companyListPath(kind), { query, signal }),
    placeholderData: keepPreviousData,
  });

export const companySkusQuery = (kind: CompanyKind, id: string) =>
  queryOptions({
    queryKey: companyKeys.skus(kind, id),
    queryFn: ({ signal }) => api.get<{ items: SkuRow[] }>(`${itemPath(kind, id)}/skus`, { signal }),
  });

// A write's answer is the record as stored: it becomes the detail (and its version) at once. Only
// lists and pick-lists are refetched; the open form keeps the version it was loaded with, so a
// change by someone else is refused as stale rather than overwritten.
function storeCompany(queryClient: QueryClient, kind: CompanyKind, company: Company) {
  queryClient.setQueryData(companyKeys.detail(kind, company.id), company);
  void queryClient.invalidateQueries({ queryKey: companyKeys.lists(kind) });
  void queryClient.invalidateQueries({ queryKey: companyKeys.options });
}

export function useCreateCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySave) => api.post<Company>(companyListPath(kind), body),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}

export function useUpdateCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CompanySave & { version: number } }) =>
      api.put<Company>(itemPath(kind, id), body),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}

export function useDeleteCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(kind, id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(kind, id) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: companyKeys.options });
    },
  });
}

export function useSendInvitation(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      api.post<Company>(`${itemPath(kind, id)}/invitation`, { email }),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}

export function useUpdatePortalCredentials(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email, password }: { id: string; email: string; password: string }) =>
      api.put<Company>(`${itemPath(kind, id)}/portal-credentials`, { email, password }),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}
