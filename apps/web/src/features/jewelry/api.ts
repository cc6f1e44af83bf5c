import type { Jewelry, JewelrySave, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import type {
  ClearCardDbResult,
  OrderLineCount,
  PrintMultipleResult,
} from "@loupe/domain/jewelry/jewelry-api";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import type { SkuDefaults, SkuDefaultsInput } from "@loupe/domain/jewelry/sku-defaults";
import type { Page } from "@loupe/domain/paging";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import {
  type SaveCertificateRequest,
  saveCertificate,
  useDeleteCertificate,
  usePrintCertificateCard,
} from "../../lib/certificate-api";

// The jewelry API (routes listed in packages/domain/src/jewelry/jewelry-api.ts).
const basePath = "/api/jewelry";
const itemPath = (id: string) => `${basePath}/${encodeURIComponent(id)}`;

export const jewelryKeys = {
  all: ["jewelry"] as const,
  lists: ["jewelry", "list"] as const,
  list: (query: Record<string, string>) => ["jewelry", "list", query] as const,
  detail: (id: string) => ["jewelry", "detail", id] as const,
  orderLine: (orderNumber: string, lineNumber: number, excludeId: string | null) =>
    ["jewelry", "order-line", orderNumber, lineNumber, excludeId] as const,
  skuDefaults: (clientSku: string) => ["jewelry", "sku-defaults", clientSku] as const,
};

export const jewelryListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: jewelryKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<JewelryListItem>>(basePath, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const jewelryQuery = (id: string) =>
  queryOptions({
    queryKey: jewelryKeys.detail(id),
    queryFn: ({ signal }) => api.get<Jewelry>(itemPath(id), { signal }),
  });

// How many other certificates of the order line a plain Save will change.
export const orderLineCountQuery = (orderNumber: string, lineNumber: number, excludeId: string | null) =>
  queryOptions({
    queryKey: jewelryKeys.orderLine(orderNumber, lineNumber, excludeId),
    queryFn: ({ signal }) =>
      api.get<OrderLineCount>(`${basePath}/order-line`, {
        query: {
          orderNumber,
          lineNumber: String(lineNumber),
          ...(excludeId === null ? {} : { excludeId }),
        },
        signal,
      }),
  });

function storeJewelry(queryClient: QueryClient, jewelry: Jewelry) {
  queryClient.setQueryData(jewelryKeys.detail(jewelry.id), jewelry);
  // An order-line save changes siblings too: every list and detail may be stale.
  void queryClient.invalidateQueries({
    queryKey: jewelryKeys.all,
    predicate: (query) => query.queryKey[2] !== jewelry.id,
  });
}

export type SaveJewelryRequest = SaveCertificateRequest<JewelrySave>;

export function useSaveJewelry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveJewelryRequest) =>
      saveCertificate<JewelrySave, JewelrySaveResult>(basePath, request),
    onSuccess: (result) => storeJewelry(queryClient, result.jewelry),
  });
}

export const useDeleteJewelry = () => useDeleteCertificate(basePath, jewelryKeys);

export const usePrintJewelryCard = () => usePrintCertificateCard(basePath);

export function usePrintMultiple() {
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      api.post<PrintMultipleResult>(`${basePath}/print-multiple`, { ids }),
  });
}

export function useClearCardDb() {
  return useMutation({
    mutationFn: () => api.post<ClearCardDbResult>(`${basePath}/clear-card-db`, {}),
  });
}

export const skuDefaultsQuery = (clientSku: string) =>
  queryOptions({
    queryKey: jewelryKeys.skuDefaults(clientSku),
    queryFn: ({ signal }) =>
      api.get<SkuDefaults>(`${basePath}/sku-defaults/${encodeURIComponent(clientSku)}`, { signal }),
    retry: false,
  });

export function useSaveSkuDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: SkuDefaultsInput) => api.put<SkuDefaults>(`${basePath}/sku-defaults`, defaults),
    onSuccess: (saved) => queryClient.setQueryData(jewelryKeys.skuDefaults(saved.clientSku), saved),
  });
}
