import type { ShippingScan } from "@loupe/domain/shipping/scan";
import type {
  ShippingSaveInput,
  ShippingSaveResult,
  ShippingSaveSettings,
  UnshippedSearchResult,
} from "@loupe/domain/shipping/shipping-save-api";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

// The New Shipping Log's calls (issue 23 item 3), in the api.ts style of features/companies/api.ts.

export const shippingSavePaths = {
  unshipped: "/api/shipping/unshipped",
  save: "/api/shipping/save",
  settings: "/api/shipping/save-settings",
};

const all = ["shipping", "new-log"] as const;

export const shippingSaveKeys = {
  all,
  unshipped: (scan: ShippingScan) => [...all, "unshipped", scan] as const,
  settings: [...all, "settings"] as const,
};

// Found fresh each time: what is unshipped changes as other stations save.
export const unshippedSearchQuery = (scan: ShippingScan) =>
  queryOptions({
    queryKey: shippingSaveKeys.unshipped(scan),
    queryFn: ({ signal }) =>
      api.get<UnshippedSearchResult>(shippingSavePaths.unshipped, {
        signal,
        query: { key: scan.key, value: scan.value, lineNumber: scan.lineNumber },
      }),
    staleTime: 0,
    gcTime: 0,
    // Offline it fails at once (and says so) instead of waiting unseen for the connection.
    networkMode: "always",
  });

export const shippingSaveSettingsQuery = queryOptions({
  queryKey: shippingSaveKeys.settings,
  queryFn: ({ signal }) => api.get<ShippingSaveSettings>(shippingSavePaths.settings, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

// A save that has not answered in this long is given up here (the list and its key are kept, so
// saving again ships nothing twice even if the server did finish it).
const saveTimeoutMs = 30_000;

export function useSaveShippingLog() {
  return useMutation({
    mutationFn: (body: ShippingSaveInput) =>
      api.post<ShippingSaveResult>(shippingSavePaths.save, body, {
        signal: AbortSignal.timeout(saveTimeoutMs),
      }),
    // Offline the station is told at once, not left waiting on a paused save.
    networkMode: "always",
  });
}
