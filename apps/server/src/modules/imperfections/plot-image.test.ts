import { newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import { plotSvg } from "@loupe/domain/imperfections/plot-art";
import { imperfectionShapes } from "@loupe/domain/options/shapes";
import { describe, expect, it } from "vitest";
import { plotPng } from "./plot-image";

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Width and height from the PNG's first chunk (IHDR), which always follows the signature.
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual(pngSignature);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the plot as a PNG", () => {
  it("renders at the print size, 1344 × 816, and shows the symbols", async () => {
    const design = { canvas_data: [newDesignSymbol("feather"), newDesignSymbol("nick")] };
    const withSymbols = await plotPng(plotSvg({ shape: "Round", design, displayImperfectionIcons: true }));
    expect(pngSize(withSymbols)).toEqual({ width: 1344, height: 816 });
    const without = await plotPng(plotSvg({ shape: "Round", design, displayImperfectionIcons: false }));
    expect(pngSize(without)).toEqual({ width: 1344, height: 816 });
    expect(withSymbols.equals(without)).toBe(false);
  });

  it("renders at another size when the plot was drawn at one", async () => {
    const svg = plotSvg({
      shape: "Pear",
      design: { canvas_data: [] },
      displayImperfectionIcons: true,
      width: 540,
      height: 278,
    });
    expect(pngSize(await plotPng(svg))).toEqual({ width: 540, height: 278 });
  });

  it.each(imperfectionShapes)("renders the %s diagram", async (shape) => {
    const svg = plotSvg({ shape, design: { canvas_data: [] }, displayImperfectionIcons: true });
    const png = await plotPng(svg);
    expect(pngSize(png)).toEqual({ width: 1344, height: 816 });
    // A drawing, not a blank page: a white 1344 × 816 PNG compresses to far less.
    expect(png.length).toBeGreaterThan(20_000);
  });
});
