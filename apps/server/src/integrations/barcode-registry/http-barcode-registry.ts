import { postJson } from "../post-json";
import type { BarcodeRegistration, BarcodeRegistry } from "./barcode-registry";

export type HttpBarcodeRegistryOptions = { apiKey?: string; timeoutMs?: number };

export function createHttpBarcodeRegistry(
  url: string,
  options: HttpBarcodeRegistryOptions = {},
): BarcodeRegistry {
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  return {
    async register({ barcode, url: videoUrl, customer }: BarcodeRegistration) {
      await postJson({
        system: "barcode service",
        url,
        // Only the three fields of addJewelryToUriApi, whatever else the caller's object carries.
        body: { barcode, url: videoUrl, customer },
        headers,
        timeoutMs: options.timeoutMs,
      });
    },
  };
}
