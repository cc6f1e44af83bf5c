import { symbolKeySvg } from "@loupe/domain/imperfections/plot-art";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { batchedPerDatabase, isAnyOf } from "../../db/batched-reads";
import type { Database } from "../../db/client";
import { section } from "../../public/certificate-parts";
import { html, type SafeHtml, trustedHtml } from "../../public/html";
import { diamondImperfections as maps } from "./schema";
import { mapPlotSvg, readStoredPlots } from "./stored-plot";

// Read with the other requests of a batch (db/batched-reads.ts).
const printedPlots = batchedPerDatabase((db: Database, ids: string[]) =>
  readStoredPlots(db, and(isAnyOf(maps.id, ids), eq(maps.printed, true))),
);

// The plot a diamond's public certificate shows (issue 22): its connected map once printed, as
// vector art sized by the page (sharp on a phone), with the key when the map asks for it. The SVG
// is the art's own drawing, every text in it escaped (domain imperfections/art).
export async function printedPlotSection(db: Database, imperfectionId: string): Promise<SafeHtml | ""> {
  const map = await printedPlots(db, imperfectionId);
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

// The version of what printedPlotSection shows for the map `imperfectionId` names: its row's xmin
// (a new one with every change), for the pages kept rendered (public/rendered-pages.ts).
export const printedPlotVersion = (imperfectionId: SQLWrapper): SQL<string | null> =>
  sql`(select ${maps}.xmin::text from ${maps} where ${maps.id} = ${imperfectionId})`;
