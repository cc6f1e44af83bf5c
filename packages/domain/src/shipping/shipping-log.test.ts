import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "../spreadsheet-cell";
import {
  parseOrderLine,
  shippingCertificateText,
  shippingClientSkuText,
  shippingOrderText,
  shippingSearchText,
} from "./shipping-log-list";
import { shippingLogListQuerySchema } from "./shipping-log-query";

describe("the shipping log's search text", () => {
  it("has all whitespace removed and is upper-cased", () => {
    expect(shippingSearchText(" a100 -\t2 ")).toBe("A100-2");
    expect(shippingSearchText("1z 999")).toBe("1Z999");
  });

  it("reads order-line with the line as a whole number", () => {
    expect(parseOrderLine("A100-2")).toEqual({ orderNumber: "A100", lineNumber: 2 });
    expect(parseOrderLine("A100-02")).toEqual({ orderNumber: "A100", lineNumber: 2 });
    // The last '-' splits: an order number may hold one itself.
    expect(parseOrderLine("PO-7-3")).toEqual({ orderNumber: "PO-7", lineNumber: 3 });
    // parseInt's reading: the leading digits.
    expect(parseOrderLine("A100-3B")).toEqual({ orderNumber: "A100", lineNumber: 3 });
    expect(parseOrderLine("A100")).toBeNull();
    expect(parseOrderLine("A100-")).toBeNull();
    expect(parseOrderLine("-5")).toBeNull();
    expect(parseOrderLine("A100-X")).toBeNull();
  });
});

describe("the shipping log's cells", () => {
  it("say N/A for an empty client SKU, and the certificate falls back to the stock number", () => {
    expect(shippingClientSkuText("")).toBe("N/A");
    expect(shippingClientSkuText("RING-1")).toBe("RING-1");
    expect(shippingCertificateText({ certificateNumber: "JW1", stockNumber: "ST1" })).toBe("JW1");
    expect(shippingCertificateText({ certificateNumber: "", stockNumber: "ST1" })).toBe("ST1");
    expect(shippingCertificateText({ certificateNumber: "", stockNumber: "" })).toBe("N/A");
    expect(shippingOrderText({ orderNumber: "A1", lineNumber: 4 })).toBe("A1-4");
    expect(shippingOrderText({ orderNumber: "A1", lineNumber: null })).toBe("A1");
  });

  it("are neutralised against formula injection", () => {
    for (const text of ["=1+1", "+SUM(A1)", "-2", "@cmd", "\tx", "\rx"])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula("JW-1")).toBe("JW-1");
  });
});

describe("the shipping log's query", () => {
  it("defaults to the latest shipped first, 50 a page, searching Order #", () => {
    expect(shippingLogListQuerySchema.parse({})).toEqual({
      limit: 50,
      direction: "next",
      sort: "shippedOn:desc",
      searchType: "orderNumber",
    });
  });

  it("compacts the search and refuses a range that ends before it starts", () => {
    expect(shippingLogListQuerySchema.parse({ search: " a1 - 2" }).search).toBe("A1-2");
    const backwards = shippingLogListQuerySchema.safeParse({
      shippedFrom: "2026-03-05T00:00:00Z",
      shippedTo: "2026-03-01T00:00:00Z",
    });
    expect(backwards.error?.issues[0]?.message).toBe("End date cannot be before start date.");
    expect(shippingLogListQuerySchema.safeParse({ searchType: "sku" }).success).toBe(false);
    expect(shippingLogListQuerySchema.safeParse({ customerId: "x" }).error?.issues[0]?.message).toBe(
      "customerId must be a customer's id",
    );
    expect(shippingLogListQuerySchema.safeParse({ sort: "created:desc" }).success).toBe(false);
  });
});
