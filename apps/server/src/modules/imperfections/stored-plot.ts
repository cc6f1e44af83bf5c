import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { imperfectionDesignSchema } from "@loupe/domain/imperfections/imperfection-design";
import { plotSvg } from "@loupe/domain/imperfections/plot-art";
import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diamondImperfections as maps } from "./schema";

type PlotSource = Pick<Imperfection, "shape" | "design" | "displayImperfectionIcons">;

// A map's plot as SVG: the symbols are always drawn ('show the imperfection icons' decides the key
// to symbols, beside it); at the print size unless a size is asked for.
export function mapPlotSvg(
  map: Pick<Imperfection, "shape" | "design">,
  size?: { width: number; height: number },
) {
  return plotSvg({ shape: map.shape, design: map.design, displayImperfectionIcons: true, ...size });
}

type StoredPlotRow = { id: string; shape: Imperfection["shape"]; design: unknown; displayIcons: boolean };

// The maps `where` selects, read for drawing only (no owner check: the callers' conditions say who
// may see them), by id; a map whose stored design cannot be read is left out.
export async function readStoredPlots(
  db: Executor,
  where: SQL | undefined,
): Promise<Map<string, PlotSource>> {
  const rows: StoredPlotRow[] = await db
    .select({
      id: maps.id,
      shape: maps.shape,
      design: maps.design,
      displayIcons: maps.displayImperfectionIcons,
    })
    .from(maps)
    .where(where);
  const plots = new Map<string, PlotSource>();
  for (const row of rows) {
    const design = imperfectionDesignSchema.safeParse(row.design);
    if (design.success)
      plots.set(row.id, {
        shape: row.shape,
        design: design.data,
        displayImperfectionIcons: row.displayIcons,
      });
  }
  return plots;
}

// The one map `where` selects; null when there is none or its stored design cannot be read.
export async function readStoredPlot(db: Executor, where: SQL | undefined): Promise<PlotSource | null> {
  const [plot] = (await readStoredPlots(db, where)).values();
  return plot ?? null;
}
