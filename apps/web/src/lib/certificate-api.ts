import type { CertificateType } from "@loupe/domain/certificates/certificate-type";
import type {
  Diamond,
  DiamondListItem,
  DiamondSave,
  DiamondSaveResult,
} from "@loupe/domain/diamonds/diamond";
import type { Jewelry, JewelrySave, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import type { OrderLineConfirmationInput } from "@loupe/domain/jewelry/jewelry-api";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import type { Page } from "@loupe/domain/paging";
import {
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { certificateKeys, certificatePaths } from "../resources/certificates";
import { dashboardKeys } from "../resources/dashboard";
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
      // The dashboard's counts and newly added queue count and list certificates too: the user
      // may go straight back to it.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

// A card the printer took is recorded as printed: the lists and the record show it. Also after a
// failure, which may have sent the card without recording it.
function usePrintCertificateCard(basePath: string, keys: Keys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${itemPath(basePath, id)}/print-card`, {}),
    onSettled: (_answer, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      void queryClient.invalidateQueries({ queryKey: keys.detail(id) });
    },
  });
}

type Keys = { all: QueryKey; lists: QueryKey; detail: (id: string) => QueryKey };

// What a save makes stale besides the saved record, by default every list.
type MarkStale<Stored> = (queryClient: QueryClient, saved: Stored, keys: Keys) => void;
const listsAreStale: MarkStale<unknown> = (queryClient, _saved, keys) =>
  void queryClient.invalidateQueries({ queryKey: keys.lists });

type JewelrySaveBody = JewelrySave & { orderLine?: OrderLineConfirmationInput };

// What each certificate type's API sends and takes: its record, a list row, a save's body and a
// save's answer.
type CertificateRecords = {
  diamond: { record: Diamond; row: DiamondListItem; save: DiamondSave; saved: DiamondSaveResult };
  // A plain Save on an order line carries what the user confirmed (domain jewelry-api.ts).
  jewelry: { record: Jewelry; row: JewelryListItem; save: JewelrySaveBody; saved: JewelrySaveResult };
};

// The calls of one certificate type.
export function certificateApi<Type extends CertificateType>(
  type: Type,
  markStale: MarkStale<CertificateRecords[Type]["record"]> = listsAreStale,
) {
  type Stored = CertificateRecords[Type]["record"];
  type ListItem = CertificateRecords[Type]["row"];
  type Save = CertificateRecords[Type]["save"];
  // A save's answer holds the record under the type's name ({ diamond }, { jewelry }).
  type SaveResult = CertificateRecords[Type]["saved"] & Record<Type, Stored>;
  const savedOf = (result: SaveResult): Stored => result[type];
  const basePath = certificatePaths(type).base;
  const keys = certificateKeys(type);
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
    usePrintCard: () => usePrintCertificateCard(basePath, keys),
    // What the editor page calls (components/certificate-form/use-certificate-editor.ts).
    editor: { useSave, useDelete, savedOf },
  };
}
