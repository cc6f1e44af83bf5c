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

// The one map `where` selects, read for drawing only (no owner check: the callers' conditions say
// who may see it); null when there is none or its stored design cannot be read.
export async function readStoredPlot(db: Executor, where: SQL | undefined): Promise<PlotSource | null> {
  const [map] = await db
    .select({ shape: maps.shape, design: maps.design, displayIcons: maps.displayImperfectionIcons })
    .from(maps)
    .where(where);
  const design = imperfectionDesignSchema.safeParse(map?.design);
  if (!map || !design.success) return null;
  return { shape: map.shape, design: design.data, displayImperfectionIcons: map.displayIcons };
}
