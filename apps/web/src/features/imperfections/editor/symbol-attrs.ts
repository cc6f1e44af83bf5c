import { imperfectionCanvas } from "@loupe/domain/imperfections/imperfection-canvas";
import type { DesignSymbol } from "@loupe/domain/imperfections/imperfection-design";

// A symbol's place as Konva holds it: the node's origin is the symbol's top-left corner, rotated
// about that corner (offset 0), so x/y/rotation are the design's left/top/angle as they are.
export type NodeAttrs = { x: number; y: number; scaleX: number; scaleY: number; rotation: number };

export type SymbolPlace = Pick<DesignSymbol, "left" | "top" | "scaleX" | "scaleY" | "angle">;

// Stored to a thousandth of a canvas unit (a 300-symbol design stays small, and a design saved
// and reopened compares equal).
const round = (value: number) => Math.round(value * 1000) / 1000 || 0;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

// The bounds the domain's design schema accepts (imperfection-design.ts).
const coordinate = (value: number) =>
  round(clamp(value, -imperfectionCanvas.width, 2 * imperfectionCanvas.width));
const scale = (value: number) => round(clamp(Math.abs(value), 0.05, 20));

// Degrees in (-180, 180]: Konva's Transformer may hand back any turn.
export function normalizeAngle(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return round(turned > 180 ? turned - 360 : turned);
}

export const toNodeAttrs = (symbol: SymbolPlace): NodeAttrs => ({
  x: symbol.left,
  y: symbol.top,
  scaleX: symbol.scaleX,
  scaleY: symbol.scaleY,
  rotation: symbol.angle,
});

// What a moved, scaled or rotated node means for the design: never Konva's own JSON.
export const fromNodeAttrs = (attrs: NodeAttrs): SymbolPlace => ({
  left: coordinate(attrs.x),
  top: coordinate(attrs.y),
  scaleX: scale(attrs.scaleX),
  scaleY: scale(attrs.scaleY),
  angle: normalizeAngle(attrs.rotation),
});
