import { describe, expect, it } from "vitest";
import { addToPending, isShippable, type PendingItem, processedByName, shippingKeyOf } from "./pending-list";

const item = (overrides: Partial<PendingItem>): PendingItem => ({
  id: "id",
  manual: false,
  certificateNumber: "",
  stockNumber: "",
  orderNumber: "",
  lineNumber: null,
  purchaseOrder: "",
  clientSku: "",
  jewelryType: "Ring",
  trackingNumber: "",
  client: "",
  customer: "",
  ...overrides,
});

describe("addToPending: duplicates by certificate or stock number (spec 001 §4.5)", () => {
  it("skips an item whose certificate number is already listed", () => {
    const list = [item({ id: "a", certificateNumber: "LG1" })];
    const { list: next, skipped } = addToPending(list, [item({ id: "b", certificateNumber: "LG1" })]);
    expect(next.map((row) => row.id)).toEqual(["a"]);
    expect(skipped.map((row) => row.id)).toEqual(["b"]);
  });

  it("skips an item whose stock number is already listed", () => {
    const list = [item({ id: "a", stockNumber: "S9" })];
    const { list: next } = addToPending(list, [item({ id: "m", manual: true, stockNumber: "S9" })]);
    expect(next).toHaveLength(1);
  });

  it("skips the same record twice and duplicates within one batch", () => {
    const { list: next, skipped } = addToPending(
      [item({ id: "a" })],
      [
        item({ id: "a" }),
        item({ id: "c", certificateNumber: "X" }),
        item({ id: "d", certificateNumber: "X" }),
      ],
    );
    expect(next.map((row) => row.id)).toEqual(["a", "c"]);
    expect(skipped.map((row) => row.id)).toEqual(["a", "d"]);
  });

  it("keeps different items and items without numbers, in order", () => {
    const { list: next } = addToPending(
      [item({ id: "a", certificateNumber: "LG1", stockNumber: "S1" })],
      [item({ id: "b", certificateNumber: "LG2", stockNumber: "S2" }), item({ id: "m", manual: true })],
    );
    expect(next.map((row) => row.id)).toEqual(["a", "b", "m"]);
  });
});

describe("the shipping key", () => {
  it("is the certificate number, else the stock number; without both the item is not shippable", () => {
    expect(shippingKeyOf({ certificateNumber: "LG1", stockNumber: "S1" })).toBe("LG1");
    expect(shippingKeyOf({ certificateNumber: "", stockNumber: "S1" })).toBe("S1");
    expect(isShippable({ certificateNumber: "", stockNumber: "" })).toBe(false);
  });
});

describe("processedByName (spec 001 §5.5)", () => {
  it("upper-cases and trims the names", () => {
    expect(processedByName("  maya g, daniel  c ")).toBe("MAYA G, DANIEL C");
  });

  it("answers null when nothing is typed", () => {
    expect(processedByName("")).toBeNull();
    expect(processedByName("   ")).toBeNull();
  });
});
