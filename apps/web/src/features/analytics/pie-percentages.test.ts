import { describe, expect, it } from "vitest";
import { roundedPercentages } from "./pie-percentages";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("roundedPercentages", () => {
  it("adds up to 100 where rounding each share would not", () => {
    // 33.3 each: rounding gives 99.
    expect(roundedPercentages([1, 1, 1])).toEqual([34, 33, 33]);
    // 16.7 each: rounding gives 102.
    expect(roundedPercentages([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
  });

  it("gives the points left to the largest remainders", () => {
    // 42.6, 31.4, 22.2, 3.8 → 42, 31, 22, 3 and the two points left to .8 and .6
    expect(roundedPercentages([426, 314, 222, 38])).toEqual([43, 31, 22, 4]);
  });

  it("keeps exact shares and shows none of nothing", () => {
    expect(roundedPercentages([50, 25, 25])).toEqual([50, 25, 25]);
    expect(roundedPercentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(roundedPercentages([0, 7, 0])).toEqual([0, 100, 0]);
  });

  it("adds up to 100 for any counts with something in them", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    for (let run = 0; run < 500; run += 1) {
      const values = Array.from({ length: 1 + (next() % 6) }, () => next() % 1000);
      if (sum(values) === 0) continue;
      const shares = roundedPercentages(values);
      expect(sum(shares)).toBe(100);
      shares.forEach((share, index) => {
        const exact = ((values[index] ?? 0) * 100) / sum(values);
        expect(Math.abs(share - exact)).toBeLessThan(1);
      });
    }
  });
});
