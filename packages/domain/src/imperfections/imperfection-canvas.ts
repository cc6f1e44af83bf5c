// The plot's geometry (spec 002 §9): the editor's canvas, where a new symbol lands, a symbol's
// size, and the size of the rendered image kept for printing. Plain data: the list screen reads
// none of it, the editor, the renderer and the server all do.
export const imperfectionCanvas = {
  width: 540,
  height: 277.776,
  newSymbolTop: 138.888,
  newSymbolLeft: 330,
  symbolSize: 50,
  printWidth: 1344,
  printHeight: 816,
  // More symbols than any real stone is plotted with; keeps a stored design small.
  maxSymbols: 300,
} as const;
