import { diagramStyle, shapeDiagramPaths } from "@loupe/domain/imperfections/art/shape-diagrams";
import type { ImperfectionShape } from "@loupe/domain/options/shapes";
import { memo } from "react";
import { Layer, Path } from "./konva-core";

// The shape's plot diagram (crown and pavilion views), drawn from the same path data as the
// printed SVG; it never takes a click (a click on it is a click on the empty canvas).
export const ShapeDiagram = memo(function ShapeDiagram({ shape }: { shape: ImperfectionShape }) {
  const { outline, facets } = shapeDiagramPaths(shape);
  return (
    <Layer listening={false}>
      <Path
        data={facets}
        stroke={diagramStyle.stroke}
        strokeWidth={diagramStyle.facetWidth}
        lineJoin="round"
      />
      <Path
        data={outline}
        stroke={diagramStyle.stroke}
        strokeWidth={diagramStyle.outlineWidth}
        lineJoin="round"
      />
    </Layer>
  );
});
