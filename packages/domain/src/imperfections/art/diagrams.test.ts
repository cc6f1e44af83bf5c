import { describe, expect, it } from "vitest";
import { imperfectionShapes } from "../../options/shapes";
import { imperfectionCanvas } from "../imperfection-canvas";
import { shapeDiagramPaths } from "./shape-diagrams";

// The points of a path made of M, L and C commands with absolute coordinates.
function points(data: string): [number, number][] {
  const numbers = (data.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2)
    pairs.push([numbers[i] as number, numbers[i + 1] as number]);
  return pairs;
}

const { width, height } = imperfectionCanvas;

describe("the shape diagrams", () => {
  it.each(imperfectionShapes)(
    "%s: crown on the left, pavilion on the right, inside the canvas's margins",
    (shape) => {
      const { outline, facets } = shapeDiagramPaths(shape);
      for (const [x, y] of points(outline + facets)) {
        expect(y).toBeGreaterThanOrEqual(10);
        expect(y).toBeLessThanOrEqual(height - 10);
        expect(x).toBeGreaterThanOrEqual(10);
        expect(x).toBeLessThanOrEqual(width - 10);
        expect(Math.abs(x - width / 2)).toBeGreaterThanOrEqual(10);
      }
    },
  );

  it.each(imperfectionShapes)("%s: every view is symmetric about its upright axis", (shape) => {
    const { outline, facets } = shapeDiagramPaths(shape);
    const all = points(outline + facets);
    const keys = new Set(all.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`));
    for (const [x, y] of all) {
      const axis = x < width / 2 ? width / 4 : (width * 3) / 4;
      const mirrored = 2 * axis - x;
      const near = [-1, 0, 1].some((dx) => keys.has(`${Math.round(mirrored) + dx} ${Math.round(y)}`));
      expect(near, `${shape}: (${x}, ${y}) has no mirror image`).toBe(true);
    }
  });

  it("draws every facet line of the round brilliant: 8 table edges, 16 stars and bezels, 16 upper halves", () => {
    const crownLines = shapeDiagramPaths("Round")
      .facets.split("M")
      .filter((line) => line !== "")
      .filter((line) => Number(line.split(" ")[0]) < width / 2);
    // The table (one closed line), the star zigzag (one), and per star point its bezel sides and upper halves.
    expect(crownLines).toHaveLength(2 + 8 * 2);
  });
});
