import { symbolBox, symbolPath, symbolStyle } from "@loupe/domain/imperfections/art/symbol-glyphs";
import type { ImperfectionType } from "@loupe/domain/options/imperfection-types";
import type { Context } from "konva/lib/Context";

type Drawing = { stroke: Path2D | null; fill: Path2D | null };

// Each characteristic's path data parsed once (the art's 50-unit box): a 100-symbol map draws
// 100 cached Path2Ds, not 200 Konva.Path nodes parsing their data.
const drawings = new Map<ImperfectionType, Drawing>();

function drawingOf(type: ImperfectionType): Drawing {
  let drawing = drawings.get(type);
  if (!drawing) {
    const { stroke, fill } = symbolPath(type);
    drawing = { stroke: stroke ? new Path2D(stroke) : null, fill: fill ? new Path2D(fill) : null };
    drawings.set(type, drawing);
  }
  return drawing;
}

// Draws a glyph in a width × height box at the node's origin (Konva has applied the node's place,
// scale and rotation), in the same strokes and fills as the printed SVG (art/symbol-svg.ts).
export function drawSymbol(
  context: Context,
  symbol: { label: ImperfectionType; fill: string; width: number; height: number },
) {
  const canvas = context._context;
  const { stroke, fill } = drawingOf(symbol.label);
  canvas.save();
  canvas.scale(symbol.width / symbolBox, symbol.height / symbolBox);
  if (stroke) {
    canvas.strokeStyle = symbol.fill;
    canvas.lineWidth = symbolStyle.strokeWidth;
    canvas.lineCap = "round";
    canvas.lineJoin = "round";
    canvas.stroke(stroke);
  }
  if (fill) {
    canvas.fillStyle = symbol.fill;
    canvas.fill(fill);
  }
  canvas.restore();
}
