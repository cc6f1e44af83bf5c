import { diagramStyle, shapeDiagramPaths } from "@loupe/domain/imperfections/art/shape-diagrams";
import type { ImperfectionShape } from "@loupe/domain/options/shapes";
import { memo } from "react";
import { Group, Path } from "./konva-core";

// The shape's plot diagram (crown and pavilion views), drawn from the same path data as the
// printed SVG; it never takes a click (a click on it is a click on the empty canvas). A group
// under the symbols in their layer, not a layer of its own: each layer is a canvas the browser
// copies on every frame it changes (a second one cost ~35 ms of an opening without a GPU).
export const ShapeDiagram = memo(function ShapeDiagram({ shape }: { shape: ImperfectionShape }) {
  const { outline, facets } = shapeDiagramPaths(shape);
  return (
    <Group listening={false}>
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
    </Group>
  );
});
