import { describe, expect, it } from "vitest";
import { imperfectionShapes, shapes } from "./shapes";

describe("shapes", () => {
  it("has 36 unique shapes", () => {
    expect(shapes).toHaveLength(36);
    expect(new Set(shapes).size).toBe(36);
  });

  it("starts with the eight shapes the spec names", () => {
    expect(shapes.slice(0, 8)).toEqual([
      "Round",
      "Round Brilliant",
      "Princess",
      "Emerald",
      "Oval",
      "Pear",
      "Marquise",
      "Cushion",
    ]);
  });

  it("holds the other usual shapes", () => {
    for (const shape of [
      "Asscher",
      "Heart",
      "Radiant",
      "Trillion",
      "Tapered Baguette",
      "Old European",
      "Half Moon",
    ]) {
      expect(shapes).toContain(shape);
    }
  });

  it("has images for the ten imperfection shapes, all of them shapes", () => {
    expect(imperfectionShapes).toEqual([
      "Asscher",
      "Cushion",
      "Emerald",
      "Heart",
      "Marquise",
      "Oval",
      "Pear",
      "Princess",
      "Radiant",
      "Round",
    ]);
    for (const shape of imperfectionShapes) {
      expect(shapes).toContain(shape);
    }
  });
});
