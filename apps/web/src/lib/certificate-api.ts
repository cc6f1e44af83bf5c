import type { Page } from "@loupe/domain/paging";
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "./api-client";

// The calls every certificate type makes the same way under its own path (/api/diamonds,
// /api/jewelry): the list and the record, Save / Create Digital Certificate, delete, print card.

export type SaveCertificateRequest<Body> = {
  id: string | null;
  body: Body;
  version: number | null;
  digitalCertificate: boolean;
};

const itemPath = (basePath: string, id: string) => `${basePath}/${encodeURIComponent(id)}`;

// Save and Create Digital Certificate: one request, the latter with ?digitalCertificate=true.
function saveCertificate<Body, Result>(
  basePath: string,
  { id, body, version, digitalCertificate }: SaveCertificateRequest<Body>,
): Promise<Result> {
  const query = { digitalCertificate: String(digitalCertificate) };
  return id === null
    ? api.post<Result>(basePath, body, { query })
    : api.put<Result>(itemPath(basePath, id), { ...body, version }, { query });
}

function useDeleteCertificate(basePath: string, keys: { lists: QueryKey; detail: (id: string) => QueryKey }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(basePath, id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

function usePrintCertificateCard(basePath: string) {
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${itemPath(basePath, id)}/print-card`, {}),
  });
}

type Keys = { all: QueryKey; lists: QueryKey; detail: (id: string) => QueryKey };

// What a save makes stale besides the saved record, by default every list.
type MarkStale<Stored> = (queryClient: QueryClient, saved: Stored, keys: Keys) => void;
const listsAreStale: MarkStale<unknown> = (queryClient, _saved, keys) =>
  void queryClient.invalidateQueries({ queryKey: keys.lists });

// The calls of one certificate type: `area` is both its API path segment and the first part of its
// query keys; `savedOf` finds the record in a save's answer.
export function certificateApi<Stored extends { id: string }, ListItem, Save, SaveResult>(
  area: "diamonds" | "jewelry",
  savedOf: (result: SaveResult) => Stored,
  markStale: MarkStale<Stored> = listsAreStale,
) {
  const basePath = `/api/${area}`;
  const keys = {
    all: [area] as const,
    lists: [area, "list"] as const,
    list: (query: Record<string, string>) => [area, "list", query] as const,
    detail: (id: string) => [area, "detail", id] as const,
  };
  // Save: the answer's record becomes the cached record.
  const useSave = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (request: SaveCertificateRequest<Save>) =>
        saveCertificate<Save, SaveResult>(basePath, request),
      onSuccess: (result) => {
        const saved = savedOf(result);
        queryClient.setQueryData(keys.detail(saved.id), saved);
        markStale(queryClient, saved, keys);
      },
    });
  };
  const useDelete = () => useDeleteCertificate(basePath, keys);
  return {
    basePath,
    keys,
    listQuery: (query: Record<string, string>) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => api.get<Page<ListItem>>(basePath, { query, signal }),
        placeholderData: keepPreviousData,
      }),
    recordQuery: (id: string) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => api.get<Stored>(itemPath(basePath, id), { signal }),
      }),
    useDelete,
    usePrintCard: () => usePrintCertificateCard(basePath),
    // What the editor page calls (components/certificate-form/use-certificate-editor.ts).
    editor: { useSave, useDelete, savedOf },
  };
}
