import type { ImperfectionShape } from "../../options/shapes";
import { imperfectionCanvas } from "../imperfection-canvas";
import { brilliantCrown, brilliantPavilion } from "./brilliant-facets";
import { type Cubic, closedPath, mapCubic, type Point, polylines } from "./geometry";
import { type ShapeCut, shapeCuts } from "./shape-outlines";
import { princessCrown, princessPavilion, stepFacets } from "./step-facets";

// A plot diagram as path data on the 540 × 277.776 canvas: the crown view on the left, the
// pavilion view (seen from below, so mirrored) on the right. `outline` is both girdles, `facets`
// every facet line; both are drawn stroked, never filled.
export type ShapeDiagram = { outline: string; facets: string };

export const diagramStyle = {
  stroke: "#4a4a4a",
  outlineWidth: 1.2,
  facetWidth: 0.7,
} as const;

// A unit of the shape's own drawing, in canvas units: the taller side leaves a 19-unit margin.
const unit = 119;
const viewCenters = {
  crown: [imperfectionCanvas.width / 4, imperfectionCanvas.height / 2],
  pavilion: [(imperfectionCanvas.width * 3) / 4, imperfectionCanvas.height / 2],
} as const;

function placer(view: keyof typeof viewCenters): (p: Point) => Point {
  const [cx, cy] = viewCenters[view];
  const mirror = view === "pavilion" ? -1 : 1;
  return ([x, y]) => [cx + mirror * x * unit, cy + y * unit];
}

function facetLines({ outline, cut }: ShapeCut): { crown: Point[][]; pavilion: Point[][] } {
  switch (cut.kind) {
    case "brilliant":
      return { crown: brilliantCrown(outline, cut), pavilion: brilliantPavilion(outline, cut) };
    case "step":
      return { crown: stepFacets(cut, cut.crownRows), pavilion: stepFacets(cut, cut.pavilionRows) };
    case "princess":
      return { crown: princessCrown(cut), pavilion: princessPavilion(cut) };
  }
}

function buildDiagram(shape: ImperfectionShape): ShapeDiagram {
  const shapeCut = shapeCuts[shape];
  const lines = facetLines(shapeCut);
  const views = ["crown", "pavilion"] as const;
  const outline = views
    .map((view) => closedPath(shapeCut.outline.map((cubic: Cubic) => mapCubic(cubic, placer(view)))))
    .join("");
  const facets = views
    .map((view) => polylines(lines[view].map((points) => points.map(placer(view)))))
    .join("");
  return { outline, facets };
}

const cache = new Map<ImperfectionShape, ShapeDiagram>();

export function shapeDiagramPaths(shape: ImperfectionShape): ShapeDiagram {
  let diagram = cache.get(shape);
  if (!diagram) {
    diagram = buildDiagram(shape);
    cache.set(shape, diagram);
  }
  return diagram;
}
