import type { Jewelry, JewelrySave, JewelrySaveResult } from "@loupe/domain/jewelry/jewelry";
import type {
  ClearCardDbResult,
  OrderLineCount,
  PrintMultipleResult,
} from "@loupe/domain/jewelry/jewelry-api";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import type { SkuDefaults, SkuDefaultsInput } from "@loupe/domain/jewelry/sku-defaults";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { certificateApi } from "../../lib/certificate-api";

// The jewelry API (routes listed in packages/domain/src/jewelry/jewelry-api.ts).
const jewelry = certificateApi<Jewelry, JewelryListItem, JewelrySave, JewelrySaveResult>(
  "jewelry",
  (result) => result.jewelry,
  // An order-line save changes siblings too: every list and detail but the saved one may be stale.
  (queryClient, saved, keys) =>
    void queryClient.invalidateQueries({
      queryKey: keys.all,
      predicate: (query) => query.queryKey[2] !== saved.id,
    }),
);
const { basePath } = jewelry;

export const jewelryKeys = {
  ...jewelry.keys,
  orderLine: (orderNumber: string, lineNumber: number, excludeId: string | null) =>
    ["jewelry", "order-line", orderNumber, lineNumber, excludeId] as const,
  skuDefaults: (clientSku: string) => ["jewelry", "sku-defaults", clientSku] as const,
};

export const jewelryListQuery = jewelry.listQuery;
export const jewelryQuery = jewelry.recordQuery;

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

export const jewelryEditorApi = jewelry.editor;

export const useDeleteJewelry = jewelry.useDelete;

export const usePrintJewelryCard = jewelry.usePrintCard;

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
