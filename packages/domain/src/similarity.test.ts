import { describe, expect, it } from "vitest";
import { fuzzyMatches, trigramSimilarity } from "./similarity";

describe("trigram similarity", () => {
  it("measures as pg_trgm does", () => {
    // pg_trgm: similarity('word', 'two words') = 4/11 ≈ 0.363636.
    expect(trigramSimilarity("word", "two words")).toBeCloseTo(0.363636, 5);
    expect(trigramSimilarity("LG7204118485", "lg7204118485")).toBe(1);
    expect(trigramSimilarity("", "anything")).toBe(0);
  });

  it("lets a search with a typo find its value, and keeps unrelated values out", () => {
    expect(fuzzyMatches("LG7204118458", "LG7204118485")).toBe(true);
    expect(fuzzyMatches("7204", "LG7204118485")).toBe(true);
    expect(fuzzyMatches("RING-18K", "SKU-9001")).toBe(false);
    expect(fuzzyMatches("", "SKU-9001")).toBe(true);
  });
});
