import type { Page } from "@loupe/domain/paging";
import type {
  QrList,
  QrListInput,
  QrListListItem,
  QrListUpdate,
  QrVideoChoices,
} from "@loupe/domain/videos/qr-list-api";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../lib/api-client";
import { useDeleteRecord } from "../../lib/use-delete-record";

// The QR lists' calls (domain videos/qr-list-api.ts), in the api.ts style of the other features.

export const qrListPaths = {
  list: "/api/qr-lists",
  item: (id: string) => `/api/qr-lists/${encodeURIComponent(id)}`,
  printed: (id: string) => `/api/qr-lists/${encodeURIComponent(id)}/qr-generated`,
  choices: "/api/qr-lists/video-choices",
};

const all = ["qr-lists"] as const;

export const qrListKeys = {
  all,
  lists: [...all, "list"] as const,
  list: (query: Record<string, string>) => [...all, "list", query] as const,
  detail: (id: string) => [...all, "detail", id] as const,
  allChoices: [...all, "choices"] as const,
  choices: (query: Record<string, string>) => [...all, "choices", query] as const,
};

export const qrListListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: qrListKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<QrListListItem>>(qrListPaths.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const qrListQuery = (id: string) =>
  queryOptions({
    queryKey: qrListKeys.detail(id),
    queryFn: ({ signal }) => api.get<QrList>(qrListPaths.item(id), { signal }),
  });

export const qrVideoChoicesQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: qrListKeys.choices(query),
    queryFn: ({ signal }) => api.get<QrVideoChoices>(qrListPaths.choices, { query, signal }),
    placeholderData: keepPreviousData,
  });

const markListsStale = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: qrListKeys.lists });

export const useDeleteQrList = () => useDeleteRecord(qrListPaths.item, qrListKeys.detail, markListsStale);

// Create (no id) or update (with its version); the saved list replaces the cached one.
export function useSaveQrList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: QrListInput | QrListUpdate }) =>
      id ? api.put<QrList>(qrListPaths.item(id), input) : api.post<QrList>(qrListPaths.list, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(qrListKeys.detail(saved.id), saved);
      markListsStale(queryClient);
    },
  });
}

// The print page opens in a tab of its own: it tells the app's other tabs (the table, the editor)
// that lists were printed, so they show it without a reload.
const printedChannel = "loupe-qr-lists-printed";

const markPrintedStale = (queryClient: QueryClient, ids: readonly string[]) => {
  for (const id of ids) void queryClient.invalidateQueries({ queryKey: qrListKeys.detail(id) });
  markListsStale(queryClient);
};

// Marks lists printed (their QR code generated) once the print dialog is about to open.
export function useMarkQrPrinted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      await Promise.all(ids.map((id) => api.post(qrListPaths.printed(id))));
    },
    onSuccess: (_result, ids) => {
      markPrintedStale(queryClient, ids);
      const channel = new BroadcastChannel(printedChannel);
      channel.postMessage(ids);
      channel.close();
    },
  });
}

// Hears the print page of another tab.
export function useQrPrintedElsewhere() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = new BroadcastChannel(printedChannel);
    channel.onmessage = (event: MessageEvent<unknown>) =>
      markPrintedStale(queryClient, Array.isArray(event.data) ? event.data.map(String) : []);
    return () => channel.close();
  }, [queryClient]);
}
