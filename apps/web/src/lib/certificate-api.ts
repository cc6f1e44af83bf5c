import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";

// The calls every certificate type makes the same way under its own path (/api/diamonds,
// /api/jewelry): Save / Create Digital Certificate, delete, print card.

export type SaveCertificateRequest<Body> = {
  id: string | null;
  body: Body;
  version: number | null;
  digitalCertificate: boolean;
};

const itemPath = (basePath: string, id: string) => `${basePath}/${encodeURIComponent(id)}`;

// Save and Create Digital Certificate: one request, the latter with ?digitalCertificate=true.
export function saveCertificate<Body, Result>(
  basePath: string,
  { id, body, version, digitalCertificate }: SaveCertificateRequest<Body>,
): Promise<Result> {
  const query = { digitalCertificate: String(digitalCertificate) };
  return id === null
    ? api.post<Result>(basePath, body, { query })
    : api.put<Result>(itemPath(basePath, id), { ...body, version }, { query });
}

export function useDeleteCertificate(
  basePath: string,
  keys: { lists: QueryKey; detail: (id: string) => QueryKey },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(itemPath(basePath, id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

export function usePrintCertificateCard(basePath: string) {
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${itemPath(basePath, id)}/print-card`, {}),
  });
}
