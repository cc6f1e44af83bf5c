import type { ImperfectionShape } from "../../options/shapes";
import { imperfectionCanvas } from "../imperfection-canvas";
import type { DesignSymbol, ImperfectionDesign } from "../imperfection-design";
import { diagramStyle, shapeDiagramPaths } from "./shape-diagrams";
import { escapeXml, svgNumber } from "./svg-text";
import { symbolBox } from "./symbol-glyphs";
import { glyphSvg } from "./symbol-svg";

export type PlotSvgInput = {
  shape: ImperfectionShape;
  design: ImperfectionDesign;
  // Off: the plot shows the diagram alone (the map's "show the imperfection icons" choice).
  displayImperfectionIcons: boolean;
  // Pixel size; the drawing keeps its proportions, centred. Default: the print size, 1344 × 816.
  width?: number;
  height?: number;
  // Read by screen readers; defaults to the shape's name.
  title?: string;
};

// The scale to draw a glyph (made in a 50 × 50 box) at: the symbol's own scale, times its
// unscaled size over the box's (1 for every symbol the editor adds). Konva: the node's scaleX/Y.
export function symbolScale(symbol: DesignSymbol): { x: number; y: number } {
  return { x: (symbol.scaleX * symbol.width) / symbolBox, y: (symbol.scaleY * symbol.height) / symbolBox };
}

// Where a symbol goes, as Konva places a node (x = left, y = top, rotation = angle, the scale
// above): translate to (left, top), rotate clockwise about that corner, then scale.
export function symbolTransform(symbol: DesignSymbol): string {
  const parts = [`translate(${svgNumber(symbol.left)} ${svgNumber(symbol.top)})`];
  if (symbol.angle !== 0) parts.push(`rotate(${svgNumber(symbol.angle)})`);
  const scale = symbolScale(symbol);
  if (scale.x !== 1 || scale.y !== 1) parts.push(`scale(${svgNumber(scale.x)} ${svgNumber(scale.y)})`);
  return parts.join(" ");
}

// The plot as a standalone SVG document: white paper, the shape's crown and pavilion views,
// then each symbol in the order placed (later ones on top, as in the editor).
export function plotSvg(input: PlotSvgInput): string {
  const { width: canvasWidth, height: canvasHeight, printWidth, printHeight } = imperfectionCanvas;
  const width = input.width ?? printWidth;
  const height = input.height ?? printHeight;
  const title = escapeXml(input.title ?? `${input.shape} plot: crown and pavilion views`);
  const diagram = shapeDiagramPaths(input.shape);
  const symbols = input.displayImperfectionIcons
    ? input.design.canvas_data.map(
        (symbol) => `<g transform="${symbolTransform(symbol)}">${glyphSvg(symbol.label)}</g>`,
      )
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgNumber(width)}" height="${svgNumber(height)}" viewBox="0 0 ${canvasWidth} ${canvasHeight}" role="img">`,
    `<title>${title}</title>`,
    // Wider than the view box, so a size of other proportions is white to its edges too.
    `<rect x="${-canvasWidth}" y="${-canvasHeight}" width="${3 * canvasWidth}" height="${3 * canvasHeight}" fill="#fff"/>`,
    `<g fill="none" stroke="${diagramStyle.stroke}" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="${diagram.facets}" stroke-width="${diagramStyle.facetWidth}"/>`,
    `<path d="${diagram.outline}" stroke-width="${diagramStyle.outlineWidth}"/>`,
    "</g>",
    ...symbols,
    "</svg>",
  ].join("");
}
