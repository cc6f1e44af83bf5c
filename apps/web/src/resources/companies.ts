import type { Company, CompanyKind, CompanyOption } from "@loupe/domain/companies";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// Clients and customers are read by several features (their own screens, pickers, the diamond
// form's preset): one key factory, so a write anywhere refreshes every reader.

const bases: Record<CompanyKind, string> = { client: "/api/clients", customer: "/api/customers" };

export const companyPaths = {
  list: (kind: CompanyKind) => bases[kind],
  item: (kind: CompanyKind, id: string) => `${bases[kind]}/${encodeURIComponent(id)}`,
  skus: (kind: CompanyKind, id: string) => `${companyPaths.item(kind, id)}/skus`,
  invitation: (kind: CompanyKind, id: string) => `${companyPaths.item(kind, id)}/invitation`,
  portalCredentials: (kind: CompanyKind, id: string) => `${companyPaths.item(kind, id)}/portal-credentials`,
  options: "/api/companies/options",
};

const all = ["companies"] as const;

export const companyKeys = {
  all,
  lists: (kind: CompanyKind) => [...all, kind, "list"] as const,
  list: (kind: CompanyKind, query: Record<string, string>) => [...all, kind, "list", query] as const,
  detail: (kind: CompanyKind, id: string) => [...all, kind, "detail", id] as const,
  skus: (kind: CompanyKind, id: string) => [...all, kind, "skus", id] as const,
  // Every pick-list (components/company-picker.tsx), whatever its kind and search.
  options: [...all, "options"] as const,
  optionSearch: (kind: CompanyKind, search: string) => [...all, "options", kind, search] as const,
};

export const companyQuery = (kind: CompanyKind, id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(kind, id),
    queryFn: ({ signal }) => api.get<Company>(companyPaths.item(kind, id), { signal }),
  });

// Companies matching a name, pinned first (the server's order).
export const companyOptionsQuery = (kind: CompanyKind, search: string) =>
  queryOptions({
    queryKey: companyKeys.optionSearch(kind, search),
    queryFn: ({ signal }) =>
      api.get<{ items: CompanyOption[] }>(companyPaths.options, { query: { kind, search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
