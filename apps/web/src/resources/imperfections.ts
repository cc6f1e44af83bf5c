import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// Imperfection maps are read by their own screens, the pamphlet and the diamond lists' link: one
// path and key factory, so a write anywhere refreshes every reader.

const base = "/api/imperfections";

export const imperfectionPaths = {
  list: base,
  totals: `${base}/totals`,
  diamondOptions: `${base}/diamond-options`,
  item: (id: string) => `${base}/${encodeURIComponent(id)}`,
  proportions: (id: string) => `${imperfectionPaths.item(id)}/proportions`,
  connection: (id: string) => `${imperfectionPaths.item(id)}/connection`,
  pamphlet: (id: string) => `${imperfectionPaths.item(id)}/pamphlet`,
  print: (id: string) => `${imperfectionPaths.item(id)}/print`,
  // Outside /api, as the spec's pamphlet link is (signed in all the same).
  pamphletPdf: (id: string, paper: "A4" | "LETTER") =>
    `/pamphlet/${encodeURIComponent(id)}.pdf?paper=${paper}`,
};

const all = ["imperfections"] as const;

export const imperfectionKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  totals: [...all, "totals"] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  pamphlet: (id: string) => [...all, "pamphlet", id] as const,
  diamondOptions: (search: string) => [...all, "diamond-options", search] as const,
};

export const imperfectionQuery = (id: string) =>
  queryOptions({
    queryKey: imperfectionKeys.detail(id),
    queryFn: ({ signal }) => api.get<Imperfection>(imperfectionPaths.item(id), { signal }),
  });
