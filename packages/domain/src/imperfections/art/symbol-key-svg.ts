import type { ImperfectionType } from "../../options/imperfection-types";
import { symbolSides } from "../imperfection-symbols";
import { escapeXml, svgNumber } from "./svg-text";
import { symbolBox } from "./symbol-glyphs";
import { glyphSvg } from "./symbol-svg";

// The key to symbols under the plot: each characteristic shown once, internal ones (red) first,
// then external ones (green), each as its glyph at 24 units and its name, `columns` to a row
// (180 units each, 3 by default: as wide as the plot), then two lines saying what the colours mean.
const columnWidth = 180;
const rowHeight = 30;
const glyphSize = 24;
const legendLineHeight = 16;

export const symbolKeyLegend = [
  "Red symbols: internal characteristics.",
  "Green symbols: external characteristics.",
] as const;

const displayName = (type: ImperfectionType) => type.charAt(0).toUpperCase() + type.slice(1);

export function symbolKeyOrder(types: readonly ImperfectionType[]): ImperfectionType[] {
  const unique = [...new Set(types)];
  return [
    ...unique.filter((type) => symbolSides[type] === "internal"),
    ...unique.filter((type) => symbolSides[type] === "external"),
  ];
}

export type SymbolKeyOptions = {
  // 1 to 3; 2 keeps a phone's key legible (360 units).
  columns?: number;
  // Pixel width; by default one unit is one pixel. The height follows.
  width?: number;
};

// An empty string when there is nothing to explain.
export function symbolKeySvg(types: readonly ImperfectionType[], options: SymbolKeyOptions = {}): string {
  const ordered = symbolKeyOrder(types);
  if (ordered.length === 0) return "";
  const columns = Math.min(3, Math.max(1, Math.round(options.columns ?? 3)));
  const rows = Math.ceil(ordered.length / columns);
  const viewWidth = columns * columnWidth;
  const viewHeight = rows * rowHeight + 6 + symbolKeyLegend.length * legendLineHeight;
  const width = options.width ?? viewWidth;
  const scale = svgNumber(glyphSize / symbolBox);
  const items = ordered.map((type, i) => {
    const x = (i % columns) * columnWidth + 4;
    const y = Math.floor(i / columns) * rowHeight + (rowHeight - glyphSize) / 2;
    return [
      `<g transform="translate(${x} ${y}) scale(${scale})">${glyphSvg(type)}</g>`,
      `<text x="${x + glyphSize + 8}" y="${y + glyphSize / 2}" dominant-baseline="central">${escapeXml(displayName(type))}</text>`,
    ].join("");
  });
  const legend = symbolKeyLegend.map(
    (line, i) =>
      `<text x="4" y="${rows * rowHeight + 6 + (i + 0.5) * legendLineHeight}" dominant-baseline="central" font-size="11" fill="#444">${escapeXml(line)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgNumber(width)}" height="${svgNumber((viewHeight * width) / viewWidth)}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img">`,
    "<title>Key to symbols</title>",
    `<g font-family="Arial, Helvetica, sans-serif" font-size="13" fill="#222">`,
    ...items,
    ...legend,
    "</g>",
    "</svg>",
  ].join("");
}
