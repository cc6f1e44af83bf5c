import { symbolKeySvg } from "@loupe/domain/imperfections/plot-art";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { section } from "../../public/certificate-parts";
import { html, type SafeHtml, trustedHtml } from "../../public/html";
import { diamondImperfections as maps } from "./schema";
import { mapPlotSvg, readStoredPlot } from "./stored-plot";

// The plot a diamond's public certificate shows (issue 22): its connected map once printed, as
// vector art sized by the page (sharp on a phone), with the key when the map asks for it. The SVG
// is the art's own drawing, every text in it escaped (domain imperfections/art).
export async function printedPlotSection(db: Executor, imperfectionId: string): Promise<SafeHtml | ""> {
  const map = await readStoredPlot(db, and(eq(maps.id, imperfectionId), eq(maps.printed, true)));
  if (!map) return "";
  const plot = mapPlotSvg(map, { width: 540, height: 277.776 });
  const key = map.displayImperfectionIcons
    ? symbolKeySvg(
        map.design.canvas_data.map((symbol) => symbol.label),
        { columns: 2 },
      )
    : "";
  return section(
    "Clarity Characteristics",
    "plot-title",
    html`<div class="plot">${trustedHtml(plot)}</div>${key ? html`<div class="plot-key">${trustedHtml(key)}</div>` : ""}`,
  );
}
