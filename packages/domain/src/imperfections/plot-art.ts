// The plot's art, one import for the editor, the pamphlet, the public page and the server:
// path data for the 10 diagrams and 24 glyphs, and the SVG renderers built on them.
export { type PlotSvgInput, plotSvg, symbolScale, symbolTransform } from "./art/plot-svg";
export { diagramStyle, type ShapeDiagram, shapeDiagramPaths } from "./art/shape-diagrams";
export { escapeXml } from "./art/svg-text";
export { type SymbolGlyph, symbolBox, symbolPath, symbolStyle } from "./art/symbol-glyphs";
export { type SymbolKeyOptions, symbolKeyLegend, symbolKeyOrder, symbolKeySvg } from "./art/symbol-key-svg";
