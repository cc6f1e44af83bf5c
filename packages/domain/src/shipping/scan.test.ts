import { describe, expect, it } from "vitest";
import { classifyScan, normalizeScanText } from "./scan";

describe("classifyScan (spec 001 §5.5)", () => {
  it("reads a value starting with 1Z as a tracking number, whatever was chosen", () => {
    expect(classifyScan("1Z999AA10123456784", "certificateNumber")).toEqual({
      key: "trackingNumber",
      value: "1Z999AA10123456784",
      lineNumber: null,
    });
  });

  it("splits an order-line and parses the line as a whole number", () => {
    expect(classifyScan("ORD5001-02", "purchaseOrder")).toEqual({
      key: "orderNumber",
      value: "ORD5001",
      lineNumber: 2,
    });
    // The last hyphen separates the line; an order number may hold one.
    expect(classifyScan("A-77-3", "itemNumber")).toEqual({
      key: "orderNumber",
      value: "A-77",
      lineNumber: 3,
    });
  });

  it("searches anything else by the chosen key", () => {
    expect(classifyScan("LG12345", "certificateNumber")).toEqual({
      key: "certificateNumber",
      value: "LG12345",
      lineNumber: null,
    });
    expect(classifyScan("PO-X", "purchaseOrder")).toEqual({
      key: "purchaseOrder",
      value: "PO-X",
      lineNumber: null,
    });
  });

  it("removes all whitespace and upper-cases", () => {
    expect(normalizeScanText(" lg 12\t34\n")).toBe("LG1234");
    expect(classifyScan(" 1z 999 aa1 ", "orderNumber")?.value).toBe("1Z999AA1");
    expect(classifyScan(" ord 9 - 4 ", "certificateNumber")).toEqual({
      key: "orderNumber",
      value: "ORD9",
      lineNumber: 4,
    });
  });

  it("reads lower case like upper case", () => {
    expect(classifyScan("1zabc", "orderNumber")?.key).toBe("trackingNumber");
    expect(classifyScan("abc", "itemNumber")).toEqual({ key: "itemNumber", value: "ABC", lineNumber: null });
  });

  it("answers null for blank input", () => {
    expect(classifyScan(" \t ", "orderNumber")).toBeNull();
  });
});
