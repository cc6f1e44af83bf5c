import type { ImperfectionType } from "../../options/imperfection-types";
import { symbolColor } from "../imperfection-symbols";
import { symbolPath, symbolStyle } from "./symbol-glyphs";

// One glyph as SVG elements in its 50 × 50 box, in its characteristic's colour.
export function glyphSvg(type: ImperfectionType): string {
  const { stroke, fill } = symbolPath(type);
  const color = symbolColor(type);
  const parts: string[] = [];
  if (stroke) {
    parts.push(
      `<path d="${stroke}" fill="none" stroke="${color}" stroke-width="${symbolStyle.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  if (fill) parts.push(`<path d="${fill}" fill="${color}"/>`);
  return parts.join("");
}
