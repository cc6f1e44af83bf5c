import { postJson } from "../post-json";
import type { BarcodeRegistration, BarcodeRegistry } from "./barcode-registry";

export type HttpBarcodeRegistryOptions = { apiKey?: string; timeoutMs?: number };

export function createHttpBarcodeRegistry(
  url: string,
  options: HttpBarcodeRegistryOptions = {},
): BarcodeRegistry {
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  return {
    async register({ barcode, url: videoUrl, customer, override }: BarcodeRegistration, idempotencyKey) {
      await postJson({
        system: "barcode service",
        url,
        // Only the four fields of addJewelryToUriApi, whatever else the caller's object carries;
        // the service reads override as the string "true" or "false".
        body: { barcode, url: videoUrl, customer, override: override ? "true" : "false" },
        headers,
        timeoutMs: options.timeoutMs,
        idempotencyKey,
      });
    },
  };
}
