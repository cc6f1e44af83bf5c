import { symbolBox, symbolPath, symbolStyle } from "@loupe/domain/imperfections/art/symbol-glyphs";
import { memo } from "react";
import type { PlacedSymbol } from "./design-state";
import { Group, type KonvaEventObject, Path, Rect } from "./konva-core";
import { toNodeAttrs } from "./symbol-attrs";

// One symbol on the canvas: a Konva group at the design's left/top/scale/angle, drawing the key
// to symbols' own path data (the art the printed SVG uses) scaled from its 50-unit box to the
// symbol's width and height. The clear rect makes the whole box a handle, not just the strokes.
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
  const { stroke, fill } = symbolPath(symbol.label);
  const artScale = { scaleX: symbol.width / symbolBox, scaleY: symbol.height / symbolBox };
  const pick = (event: KonvaEventObject<MouseEvent | TouchEvent>) => {
    const key = event.evt as MouseEvent;
    onPick(id, Boolean(key.shiftKey || key.ctrlKey || key.metaKey));
  };
  return (
    <Group
      id={id}
      name="symbol"
      {...toNodeAttrs(symbol)}
      draggable={draggable}
      onMouseDown={pick}
      onTap={pick}
      onDragStart={() => onDragStart(id)}
      onDragEnd={onDragEnd}
    >
      <Rect width={symbol.width} height={symbol.height} fill="rgba(0,0,0,0)" />
      {stroke && (
        <Path
          data={stroke}
          {...artScale}
          stroke={symbol.fill}
          strokeWidth={symbolStyle.strokeWidth}
          lineCap="round"
          lineJoin="round"
          listening={false}
        />
      )}
      {fill && <Path data={fill} {...artScale} fill={symbol.fill} listening={false} />}
    </Group>
  );
});
