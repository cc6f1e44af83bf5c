import type { Company, CompanyKind, CompanyOption } from "@loupe/domain/companies";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// Clients and customers are read by several features (their own screens, pickers, the diamond
// form's preset): one key factory, so a write anywhere refreshes every reader.

const bases: Record<CompanyKind, string> = { client: "/api/clients", customer: "/api/customers" };

export const companyListPath = (kind: CompanyKind) => bases[kind];
export const companyPath = (kind: CompanyKind, id: string) => `${bases[kind]}/${encodeURIComponent(id)}`;

export const companyKeys = {
  lists: (kind: CompanyKind) => ["companies", kind, "list"] as const,
  list: (kind: CompanyKind, query: Record<string, string>) => ["companies", kind, "list", query] as const,
  detail: (kind: CompanyKind, id: string) => ["companies", kind, "detail", id] as const,
  skus: (kind: CompanyKind, id: string) => ["companies", kind, "skus", id] as const,
  // Every pick-list (components/company-picker.tsx), whatever its kind and search.
  options: ["companies", "options"] as const,
  optionSearch: (kind: CompanyKind, search: string) => ["companies", "options", kind, search] as const,
};

export const companyQuery = (kind: CompanyKind, id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(kind, id),
    queryFn: ({ signal }) => api.get<Company>(companyPath(kind, id), { signal }),
  });

// Companies matching a name, pinned first (the server's order).
export const companyOptionsQuery = (kind: CompanyKind, search: string) =>
  queryOptions({
    queryKey: companyKeys.optionSearch(kind, search),
    queryFn: ({ signal }) =>
      api.get<{ items: CompanyOption[] }>("/api/companies/options", { query: { kind, search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
