import { describe, expect, it } from "vitest";
import { createBarcodeRegistrySimulator } from "./barcode-registry-simulator";

describe("barcode registry simulator", () => {
  it("links each barcode to its video URL and customer", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ barcode: "SKU-1", url: "https://v/1.mp4", customer: "Acme" });
    await registry.register({ barcode: "SKU-2", url: "https://v/2.mp4", customer: "NONE" });
    expect(registry.lookup("SKU-1")).toEqual({ barcode: "SKU-1", url: "https://v/1.mp4", customer: "Acme" });
    expect(registry.lookup("SKU-3")).toBeUndefined();
    expect(registry.registrations().map((entry) => entry.barcode)).toEqual(["SKU-1", "SKU-2"]);
  });

  it("points a barcode registered again at the newest URL", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ barcode: "SKU-1", url: "https://v/old.mp4", customer: "Acme" });
    await registry.register({ barcode: "SKU-1", url: "https://v/new.mp4", customer: "Acme" });
    expect(registry.registrations()).toEqual([
      { barcode: "SKU-1", url: "https://v/new.mp4", customer: "Acme" },
    ]);
  });

  it("refuses a registration without a barcode or a URL, as there is nothing to scan or open", async () => {
    const registry = createBarcodeRegistrySimulator();
    await expect(
      registry.register({ barcode: " ", url: "https://v/1.mp4", customer: "Acme" }),
    ).rejects.toThrow("The barcode service needs a barcode (the client SKU)");
    await expect(registry.register({ barcode: "SKU-1", url: "", customer: "Acme" })).rejects.toThrow(
      "The barcode service needs the certificate video URL",
    );
    expect(registry.registrations()).toEqual([]);
  });

  it("hands out copies, so the stored registrations cannot be changed from outside", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ barcode: "SKU-1", url: "https://v/1.mp4", customer: "Acme" });
    const seen = registry.lookup("SKU-1");
    if (seen) seen.url = "https://elsewhere";
    expect(registry.lookup("SKU-1")?.url).toBe("https://v/1.mp4");
  });
});
