import { renderAsync } from "@resvg/resvg-js";

// A plot (plotSvg's output) as PNG bytes at the SVG's own pixel size — the print size, 1344 × 816,
// unless it was drawn at another — for the list's "view image" and anything that wants a bitmap.
// resvg renders off the event loop; the plot holds no text, so no system fonts are loaded.
export async function plotPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
    background: "#ffffff",
    logLevel: "off",
  });
  return image.asPng();
}
