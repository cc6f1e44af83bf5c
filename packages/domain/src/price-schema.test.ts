import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsd } from "./formatting";
import { messages } from "./messages";
import { hasAtMostTwoDecimals, optionalPriceSchema, priceMax } from "./price-schema";

const refusal = (value: unknown) => {
  const parsed = optionalPriceSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe("a diamond's price", () => {
  it("is optional: null or absent is no price", () => {
    expect(optionalPriceSchema.parse(undefined)).toBeNull();
    expect(optionalPriceSchema.parse(null)).toBeNull();
  });

  it("takes 0 or more dollars with at most two decimals, up to what the column holds", () => {
    for (const price of [0, 0.01, 0.1, 19.99, 1250, 1250.5, 0.29, priceMax]) {
      expect(optionalPriceSchema.parse(price), String(price)).toBe(price);
    }
  });

  it("refuses a negative, a third decimal, too large an amount and text, with one clear message", () => {
    for (const price of [-0.01, -5, 12.345, 0.1 + 0.2, 1e-7, priceMax + 0.01, 1e12, "12", "", true]) {
      expect(refusal(price), String(price)).toEqual([messages.priceInvalid]);
    }
  });

  it("names the largest amount in its message as the screens format dollars", () => {
    expect(messages.priceInvalid).toContain(formatUsd(priceMax).slice(1));
  });

  it("counts decimals on the number as typed, for any amount in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.round(priceMax * 100) }), (cents) => {
        expect(hasAtMostTwoDecimals(cents / 100)).toBe(true);
        expect(optionalPriceSchema.parse(cents / 100)).toBe(cents / 100);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (cents, mill) => {
          expect(hasAtMostTwoDecimals(cents / 100 + mill / 1000)).toBe(false);
        },
      ),
    );
  });
});
