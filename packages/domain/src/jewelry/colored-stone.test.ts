import { describe, expect, it } from "vitest";
import { isColoredStone } from "./colored-stone";

const record = (main: string, side: string) => ({ mainStone: { type: main }, sideStone: { type: side } });

describe("ColoredStone (spec 001 §4.1)", () => {
  it("is false only when both stone types contain 'Diamond'", () => {
    expect(isColoredStone(record("Diamond", "Diamond"))).toBe(false);
    expect(isColoredStone(record("Lab Grown Diamond", "Diamond Accent"))).toBe(false);
    expect(isColoredStone(record("diamond", "black diamond"))).toBe(false);
  });

  it("is true when either is not a diamond, or is empty", () => {
    expect(isColoredStone(record("Ruby", "Diamond"))).toBe(true);
    expect(isColoredStone(record("Diamond", "Sapphire"))).toBe(true);
    expect(isColoredStone(record("Diamond", ""))).toBe(true);
    expect(isColoredStone(record("", ""))).toBe(true);
  });
});
