import { describe, expect, it } from "vitest";
import { diamondSearchMode, partialSearchMinLength } from "./diamond-search";

describe("diamond search mode", () => {
  it("matches part of a value from 3 characters and only the start below", () => {
    expect(partialSearchMinLength).toBe(3);
    expect(diamondSearchMode("L")).toBe("prefix");
    expect(diamondSearchMode("LG")).toBe("prefix");
    expect(diamondSearchMode("LG1")).toBe("partial");
    expect(diamondSearchMode("SKU-9876")).toBe("partial");
  });

  it("counts characters after trimming, not bytes or UTF-16 units", () => {
    expect(diamondSearchMode("  77  ")).toBe("prefix");
    expect(diamondSearchMode("Øé")).toBe("prefix");
    expect(diamondSearchMode("💎💎")).toBe("prefix");
    expect(diamondSearchMode("💎💎💎")).toBe("partial");
  });
});
