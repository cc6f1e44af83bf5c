import type { BarcodeRegistration, BarcodeRegistry } from "./barcode-registry";

// What the simulator keeps of a registration: the link itself (override only says how to make it).
export type BarcodeLink = Omit<BarcodeRegistration, "override">;

export type BarcodeRegistrySimulator = BarcodeRegistry & {
  // What scanning the barcode would open, or undefined when it was never registered.
  lookup(barcode: string): BarcodeLink | undefined;
  registrations(): BarcodeLink[];
};

// Stands in for the barcode/URL service when BARCODE_API_URL is unset. A barcode it knows is
// pointed at a new URL only with override (a replaced or edited video), as the service refuses to
// move a scanned label silently; the same barcode sent again with the same URL is taken (a re-sent
// outbox message must not fail), and its customer updated.
export function createBarcodeRegistrySimulator(): BarcodeRegistrySimulator {
  const byBarcode = new Map<string, BarcodeLink>();
  return {
    async register({ barcode, url, customer, override }) {
      if (!barcode.trim()) throw new Error("The barcode service needs a barcode (the client SKU)");
      if (!url.trim()) throw new Error("The barcode service needs the certificate video URL");
      const known = byBarcode.get(barcode);
      if (known && known.url !== url && !override)
        throw new Error(
          `The barcode service already links ${barcode} to another video (send override to replace it)`,
        );
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
