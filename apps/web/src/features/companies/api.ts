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
import { companyKeys, companyPaths } from "../../resources/companies";

// The model of a feature's api.ts (docs/design.md, "Web:"): paths and keys from one factory each,
// a `<thing>Query` per read, a `use<Verb><Thing>` per write. The reads other features share
// (a company, the pick-lists) live in resources/companies.ts.

export const companyListQuery = (kind: CompanyKind, query: Record<string, string>) =>
  queryOptions({
    queryKey: companyKeys.list(kind, query),
    queryFn: ({ signal }) => api.get<Page<CompanyListItem>>(companyPaths.list(kind), { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const companySkusQuery = (kind: CompanyKind, id: string) =>
  queryOptions({
    queryKey: companyKeys.skus(kind, id),
    queryFn: ({ signal }) => api.get<{ items: SkuRow[] }>(companyPaths.skus(kind, id), { signal }),
  });

// Every list and pick-list of the kind may show the written company.
function markListsStale(queryClient: QueryClient, kind: CompanyKind) {
  void queryClient.invalidateQueries({ queryKey: companyKeys.lists(kind) });
  void queryClient.invalidateQueries({ queryKey: companyKeys.options });
}

// A write's answer is the record as stored: it becomes the detail (and its version) at once. Only
// lists and pick-lists are refetched; the open form keeps the version it was loaded with, so a
// change by someone else is refused as stale rather than overwritten.
function storeCompany(queryClient: QueryClient, kind: CompanyKind, company: Company) {
  queryClient.setQueryData(companyKeys.detail(kind, company.id), company);
  markListsStale(queryClient, kind);
}

export function useCreateCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySave) => api.post<Company>(companyPaths.list(kind), body),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}

export function useUpdateCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CompanySave & { version: number } }) =>
      api.put<Company>(companyPaths.item(kind, id), body),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}

export function useDeleteCompany(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(companyPaths.item(kind, id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(kind, id) });
      markListsStale(queryClient, kind);
    },
  });
}

export function useSendInvitation(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      api.post<Company>(companyPaths.invitation(kind, id), { email }),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}

export function useUpdatePortalCredentials(kind: CompanyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email, password }: { id: string; email: string; password: string }) =>
      api.put<Company>(companyPaths.portalCredentials(kind, id), { email, password }),
    onSuccess: (company) => storeCompany(queryClient, kind, company),
  });
}
