import { memo } from "react";
import type { PlacedSymbol } from "./design-state";
import { type KonvaEventObject, Shape } from "./konva-core";
import { toNodeAttrs } from "./symbol-attrs";
import { drawSymbol } from "./symbol-drawing";

// One symbol on the canvas: one Konva shape at the design's left/top/scale/angle that draws the key
// to symbols' own path data (the art the printed SVG uses) from its 50-unit box to the symbol's
// width and height. Its whole box is its handle (the hit area), not just its strokes.
export const SymbolNode = memo(function SymbolNode({
  placed,
  draggable,
  onPick,
  onDragStart,
  onDragEnd,
}: {
  placed: PlacedSymbol;
  draggable: boolean;
  onPick: (id: string, adding: boolean) => void;
  onDragStart: (id: string) => void;
  onDragEnd: (event: KonvaEventObject<DragEvent>) => void;
}) {
  const { id, symbol } = placed;
  const pick = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    const key = event.evt as MouseEvent;
    onPick(id, Boolean(key.shiftKey || key.ctrlKey || key.metaKey));
  };
  return (
    <Shape
      id={id}
      name="symbol"
      {...toNodeAttrs(symbol)}
      width={symbol.width}
      height={symbol.height}
      // The hit canvas fills the box with the shape's key colour; the scene draws the glyph.
      fill={symbol.fill}
      sceneFunc={(context) => drawSymbol(context, symbol)}
      hitFunc={(context, shape) => {
        context.beginPath();
        context.rect(0, 0, symbol.width, symbol.height);
        context.closePath();
        context.fillShape(shape);
      }}
      perfectDrawEnabled={false}
      draggable={draggable}
      onMouseDown={pick}
      onTap={pick}
      onDragStart={() => onDragStart(id)}
      onDragEnd={onDragEnd}
    />
  );
});
