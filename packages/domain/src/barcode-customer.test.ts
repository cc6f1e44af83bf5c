import { describe, expect, it } from "vitest";
import { barcodeCustomer } from "./barcode-customer";

describe("the customer sent to the barcode service", () => {
  it("is the client's name as it is, unless the client asks for dashes", () => {
    expect(barcodeCustomer({ name: "Aurora Fine Jewelry", barcodeDashes: false })).toBe(
      "Aurora Fine Jewelry",
    );
    expect(barcodeCustomer({ name: "Aurora Fine Jewelry", barcodeDashes: true })).toBe("Aurora-Fine-Jewelry");
  });

  it("turns each run of whitespace into one dash, none at the ends", () => {
    expect(barcodeCustomer({ name: " Crescent  &\tCo. ", barcodeDashes: true })).toBe("Crescent-&-Co.");
    expect(barcodeCustomer({ name: "Zeta", barcodeDashes: true })).toBe("Zeta");
  });

  it("is NONE without a client", () => {
    expect(barcodeCustomer(null)).toBe("NONE");
  });
});
