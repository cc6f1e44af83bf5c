import { describe, expect, it } from "vitest";
import { chooseBillingEnd, chooseBillingStart } from "./billing-date-range";

describe("the billing date rule", () => {
  it("sets the end to the chosen start day", () => {
    expect(chooseBillingStart({ start: null, end: "2026-05-01" }, "2026-03-10")).toEqual({
      start: "2026-03-10",
      end: "2026-03-10",
    });
  });

  it("clears only the end when it would fall before the start, without a warning", () => {
    expect(chooseBillingEnd({ start: "2026-03-10", end: "2026-03-10" }, "2026-03-09")).toEqual({
      start: "2026-03-10",
      end: null,
    });
  });

  it("keeps a later end and lets either be cleared", () => {
    expect(chooseBillingEnd({ start: "2026-03-10", end: null }, "2026-03-12")).toEqual({
      start: "2026-03-10",
      end: "2026-03-12",
    });
    expect(chooseBillingStart({ start: "2026-03-10", end: "2026-03-12" }, null)).toEqual({
      start: null,
      end: "2026-03-12",
    });
  });
});
