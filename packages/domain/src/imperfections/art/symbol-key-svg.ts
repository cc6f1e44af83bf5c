import type { ImperfectionType } from "../../options/imperfection-types";
import { symbolSides } from "../imperfection-symbols";
import { escapeXml, svgNumber } from "./svg-text";
import { symbolBox } from "./symbol-glyphs";
import { glyphSvg } from "./symbol-svg";

// The key to symbols under the plot: each characteristic shown once, internal ones (red) first,
// then external ones (green), each as its glyph at 24 units and its name, three to a row, and a
// line saying what the colours mean. Same width as the plot (540 units).
const keyWidth = 540;
const columns = 3;
const rowHeight = 30;
const glyphSize = 24;
const legendHeight = 24;

export const symbolKeyLegend =
  "Red symbols: internal characteristics. Green symbols: external characteristics.";

const displayName = (type: ImperfectionType) => type.charAt(0).toUpperCase() + type.slice(1);

export function symbolKeyOrder(types: readonly ImperfectionType[]): ImperfectionType[] {
  const unique = [...new Set(types)];
  return [
    ...unique.filter((type) => symbolSides[type] === "internal"),
    ...unique.filter((type) => symbolSides[type] === "external"),
  ];
}

// An empty string when there is nothing to explain. `width` is the pixel width (default 540).
export function symbolKeySvg(types: readonly ImperfectionType[], options: { width?: number } = {}): string {
  const ordered = symbolKeyOrder(types);
  if (ordered.length === 0) return "";
  const rows = Math.ceil(ordered.length / columns);
  const height = rows * rowHeight + legendHeight;
  const width = options.width ?? keyWidth;
  const scale = svgNumber(glyphSize / symbolBox);
  const items = ordered.map((type, i) => {
    const x = (i % columns) * (keyWidth / columns) + 4;
    const y = Math.floor(i / columns) * rowHeight + (rowHeight - glyphSize) / 2;
    return [
      `<g transform="translate(${x} ${y}) scale(${scale})">${glyphSvg(type)}</g>`,
      `<text x="${x + glyphSize + 8}" y="${y + glyphSize / 2}" dominant-baseline="central">${escapeXml(displayName(type))}</text>`,
    ].join("");
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgNumber(width)}" height="${svgNumber((height * width) / keyWidth)}" viewBox="0 0 ${keyWidth} ${height}" role="img">`,
    "<title>Key to symbols</title>",
    `<g font-family="Arial, Helvetica, sans-serif" font-size="13" fill="#222">`,
    ...items,
    `<text x="4" y="${rows * rowHeight + legendHeight / 2}" dominant-baseline="central" font-size="11" fill="#444">${escapeXml(symbolKeyLegend)}</text>`,
    "</g>",
    "</svg>",
  ].join("");
}
