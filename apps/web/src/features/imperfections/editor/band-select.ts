import type { Konva } from "./konva-core";

// The box dragged on the empty canvas to select symbols, in canvas units.
export type Band = { x0: number; y0: number; x1: number; y1: number; additive: boolean };

export const bandRect = (band: Band) => ({
  x: Math.min(band.x0, band.x1),
  y: Math.min(band.y0, band.y1),
  width: Math.abs(band.x1 - band.x0),
  height: Math.abs(band.y1 - band.y0),
});

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The ids of the symbols the band touches; null for a click (a band too small to mean a box).
export function symbolsInBand(stage: Konva.Stage, band: Band): string[] | null {
  const rect = bandRect(band);
  if (rect.width < 3 && rect.height < 3) return null;
  return stage
    .find(".symbol")
    .filter((node) => intersects(node.getClientRect({ relativeTo: stage }), rect))
    .map((node) => node.id());
}
