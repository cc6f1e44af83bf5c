import { describe, expect, it } from "vitest";
import { createBarcodeRegistrySimulator } from "./barcode-registry-simulator";

const link = { barcode: "SKU-1", url: "https://v/1.mp4", customer: "Acme" };

describe("barcode registry simulator", () => {
  it("links each barcode to its video URL and customer", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ ...link, override: false });
    await registry.register({ barcode: "SKU-2", url: "https://v/2.mp4", customer: "NONE", override: false });
    expect(registry.lookup("SKU-1")).toEqual(link);
    expect(registry.lookup("SKU-3")).toBeUndefined();
    expect(registry.registrations().map((entry) => entry.barcode)).toEqual(["SKU-1", "SKU-2"]);
  });

  it("points a barcode registered again at the newest URL only with override", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ ...link, url: "https://v/old.mp4", override: false });
    await expect(registry.register({ ...link, url: "https://v/new.mp4", override: false })).rejects.toThrow(
      "The barcode service already links SKU-1 to another video (send override to replace it)",
    );
    expect(registry.lookup("SKU-1")?.url).toBe("https://v/old.mp4");
    await registry.register({ ...link, url: "https://v/new.mp4", override: true });
    expect(registry.registrations()).toEqual([{ ...link, url: "https://v/new.mp4" }]);
  });

  it("takes the same link sent again without override (a re-sent message), with its new customer", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ ...link, override: false });
    await registry.register({ ...link, customer: "NONE", override: false });
    expect(registry.registrations()).toEqual([{ ...link, customer: "NONE" }]);
  });

  it("refuses a registration without a barcode or a URL, as there is nothing to scan or open", async () => {
    const registry = createBarcodeRegistrySimulator();
    await expect(registry.register({ ...link, barcode: " ", override: false })).rejects.toThrow(
      "The barcode service needs a barcode (the client SKU)",
    );
    await expect(registry.register({ ...link, url: "", override: true })).rejects.toThrow(
      "The barcode service needs the certificate video URL",
    );
    expect(registry.registrations()).toEqual([]);
  });

  it("hands out copies, so the stored registrations cannot be changed from outside", async () => {
    const registry = createBarcodeRegistrySimulator();
    await registry.register({ ...link, override: false });
    const seen = registry.lookup("SKU-1");
    if (seen) seen.url = "https://elsewhere";
    expect(registry.lookup("SKU-1")?.url).toBe("https://v/1.mp4");
  });
});
