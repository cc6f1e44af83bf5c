import type {
  ClearCardDbResult,
  OrderLine,
  PrintMultiplePreview,
  PrintMultipleRequest,
  PrintMultipleResult,
} from "@loupe/domain/jewelry/jewelry-api";
import type { SkuDefaults, SkuDefaultsInput } from "@loupe/domain/jewelry/sku-defaults";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { certificateApi } from "../../lib/certificate-api";

// The jewelry API (routes listed in packages/domain/src/jewelry/jewelry-api.ts): the calls every
// certificate type makes, and the jewelry's own below.
export const jewelryApi = certificateApi(
  "jewelry",
  // An order-line save changes siblings too: every list and detail but the saved one may be stale.
  (queryClient, saved, keys) =>
    void queryClient.invalidateQueries({
      queryKey: keys.all,
      predicate: (query) => query.queryKey[2] !== saved.id,
    }),
);
const { basePath, keys: certificateKeys } = jewelryApi;

// The paths and keys of the jewelry's own calls; the keys are under ["jewelry"], so a save marks
// them stale too.
const jewelryPaths = {
  orderLine: `${basePath}/order-line`,
  printMultiple: `${basePath}/print-multiple`,
  printMultiplePreview: `${basePath}/print-multiple/preview`,
  clearCardDb: `${basePath}/clear-card-db`,
  skuDefaults: `${basePath}/sku-defaults`,
  skuDefaultsOf: (clientSku: string) => `${basePath}/sku-defaults/${encodeURIComponent(clientSku)}`,
};
const jewelryKeys = {
  orderLine: (orderNumber: string, lineNumber: number, excludeId: string | null) =>
    [...certificateKeys.all, "order-line", orderNumber, lineNumber, excludeId] as const,
  skuDefaults: (clientSku: string) => [...certificateKeys.all, "sku-defaults", clientSku] as const,
};

// The other certificates of the order line as stored now, read afresh before every Save (what
// a plain Save would change is worked out from them, domain order-line-changes.ts).
export const orderLineQuery = (orderNumber: string, lineNumber: number, excludeId: string | null) =>
  queryOptions({
    queryKey: jewelryKeys.orderLine(orderNumber, lineNumber, excludeId),
    queryFn: ({ signal }) =>
      api.get<OrderLine>(jewelryPaths.orderLine, {
        query: {
          orderNumber,
          lineNumber: String(lineNumber),
          ...(excludeId === null ? {} : { excludeId }),
        },
        signal,
      }),
    staleTime: 0,
  });

// What Print Multiple will print (how many, which were printed before), asked before it prints.
export function usePrintMultiplePreview() {
  return useMutation({
    mutationFn: (request: PrintMultipleRequest) =>
      api.post<PrintMultiplePreview>(jewelryPaths.printMultiplePreview, request),
  });
}

// The cards printed are recorded as printed: the lists and records show it.
export function usePrintMultiple() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrintMultipleRequest) =>
      api.post<PrintMultipleResult>(jewelryPaths.printMultiple, request),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

export function useClearCardDb() {
  return useMutation({
    mutationFn: () => api.post<ClearCardDbResult>(jewelryPaths.clearCardDb, {}),
  });
}

export const skuDefaultsQuery = (clientSku: string) =>
  queryOptions({
    queryKey: jewelryKeys.skuDefaults(clientSku),
    // null: the SKU has no defaults.
    queryFn: ({ signal }) => api.get<SkuDefaults | null>(jewelryPaths.skuDefaultsOf(clientSku), { signal }),
    retry: false,
  });

export function useSaveSkuDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: SkuDefaultsInput) => api.put<SkuDefaults>(jewelryPaths.skuDefaults, defaults),
    onSuccess: (saved) => queryClient.setQueryData(jewelryKeys.skuDefaults(saved.clientSku), saved),
  });
}
