import { describe, expect, it } from "vitest";
import { videoMessages } from "./video-messages";
import {
  inferVideoNamingMode,
  isGlobalSku,
  normalizeVideoName,
  videoEditState,
  videoNameMaxLength,
  videoNamingModeLabels,
  videoNamingSchema,
} from "./video-naming";

describe("naming a certificate video (spec 002 §5)", () => {
  it("offers the spec's three modes", () => {
    expect(Object.values(videoNamingModeLabels)).toEqual([
      "Use SKU",
      "Use Cert #",
      "Use Order - Line Number",
    ]);
  });

  it.each([
    ["sku", "abc123", "ABC123"],
    ["sku", "  ring-7b  ", "RING-7B"],
    ["sku", "Mixed Case sku", "MIXED CASE SKU"],
    ["sku", "ÉCLAT", "ÉCLAT"],
    ["sku", "   ", ""],
    ["sku", "", ""],
    ["certificate", "LG 1234 5678", "LG12345678"],
    ["certificate", " 99\t88\n77 ", "998877"],
    ["certificate", "lg123", "lg123"],
    ["certificate", "   ", ""],
    ["orderLine", "ORD 7 - 2", "ORD7-2"],
    ["orderLine", "ord7-2", "ord7-2"],
    ["orderLine", "\u00a0ORD7-2\u00a0", "ORD7-2"],
  ] as const)(
    "in mode %s names %j %j (a SKU upper-cased, numbers without whitespace)",
    (mode, typed, name) => {
      expect(normalizeVideoName(mode, typed)).toBe(name);
    },
  );

  it("marks globalSku only for a SKU", () => {
    expect(isGlobalSku("sku")).toBe(true);
    expect(isGlobalSku("certificate")).toBe(false);
    expect(isGlobalSku("orderLine")).toBe(false);
  });
});

describe("the mode of an existing video (spec 002 §4)", () => {
  it.each([
    [{ name: "ABC-123", globalSku: true }, "sku"],
    [{ name: "ABC123", globalSku: true }, "sku"],
    [{ name: "ORD7-2", globalSku: false }, "orderLine"],
    [{ name: "-", globalSku: false }, "orderLine"],
    [{ name: "LG12345678", globalSku: false }, "certificate"],
    [{ name: "", globalSku: false }, "certificate"],
  ] as const)("infers %j as %s", (record, mode) => {
    expect(inferVideoNamingMode(record)).toBe(mode);
  });

  it("edits an existing video in its mode and overrides its barcode; a new one has no mode yet", () => {
    expect(videoEditState({ name: "ORD7-2", globalSku: false })).toEqual({
      editing: true,
      mode: "orderLine",
      override: true,
    });
    expect(videoEditState(null)).toEqual({ editing: false, mode: null, override: false });
  });
});

describe("videoNamingSchema", () => {
  it("normalizes the name in its mode and sets globalSku", () => {
    expect(videoNamingSchema.parse({ mode: "sku", name: " abc1 " })).toEqual({
      mode: "sku",
      name: "ABC1",
      globalSku: true,
    });
    expect(videoNamingSchema.parse({ mode: "certificate", name: "LG 12" })).toEqual({
      mode: "certificate",
      name: "LG12",
      globalSku: false,
    });
  });

  it("refuses an empty or blank name, asking for it first", () => {
    for (const name of ["", "   ", "\t\n"]) {
      const result = videoNamingSchema.safeParse({ mode: "certificate", name });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([videoMessages.videoNameFirst]);
    }
  });

  it("refuses a name longer than the limit once normalized, and a mode it does not know", () => {
    const long = videoNamingSchema.safeParse({ mode: "sku", name: "x".repeat(videoNameMaxLength + 1) });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      videoMessages.videoNameTooLong(videoNameMaxLength),
    ]);
    // Whitespace removed first: a long typed value can still be a short number.
    expect(videoNamingSchema.safeParse({ mode: "certificate", name: `${" ".repeat(200)}LG1` }).success).toBe(
      true,
    );
    expect(videoNamingSchema.safeParse({ mode: "SKU", name: "A" }).success).toBe(false);
  });
});
