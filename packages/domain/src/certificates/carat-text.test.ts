import { describe, expect, it } from "vitest";
import { caratText, weightText } from "./card-text";

describe("carats on a public certificate", () => {
  it("always has two decimals, while the card keeps the weight as stored", () => {
    expect(caratText(1)).toBe("1.00ct");
    expect(caratText(1.5)).toBe("1.50ct");
    expect(caratText(0.3)).toBe("0.30ct");
    expect(caratText(null)).toBe("");
    expect(weightText(1)).toBe("1ct");
  });
});
