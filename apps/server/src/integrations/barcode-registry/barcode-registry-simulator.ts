import type { BarcodeRegistration, BarcodeRegistry } from "./barcode-registry";

export type BarcodeRegistrySimulator = BarcodeRegistry & {
  // What scanning the barcode would open, or undefined when it was never registered.
  lookup(barcode: string): BarcodeRegistration | undefined;
  registrations(): BarcodeRegistration[];
};

// Stands in for the barcode/URL service when BARCODE_API_URL is unset. Registering a barcode
// again points it at the newest URL (a re-sent outbox message must not fail).
export function createBarcodeRegistrySimulator(): BarcodeRegistrySimulator {
  const byBarcode = new Map<string, BarcodeRegistration>();
  return {
    async register({ barcode, url, customer }) {
      if (!barcode.trim()) throw new Error("The barcode service needs a barcode (the client SKU)");
      if (!url.trim()) throw new Error("The barcode service needs the certificate video URL");
      byBarcode.set(barcode, { barcode, url, customer });
    },
    lookup(barcode) {
      const registration = byBarcode.get(barcode);
      return registration && { ...registration };
    },
    registrations() {
      return [...byBarcode.values()].map((registration) => ({ ...registration }));
    },
  };
}
