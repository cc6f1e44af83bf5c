import { imperfectionCanvas } from "@loupe/domain/imperfections/imperfection-canvas";
import { ActionIcon, Checkbox } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { type Dispatch, useCallback, useEffect, useRef, useState } from "react";
import { type Band, bandRect, symbolsInBand } from "./band-select";
import type { EditorAction, EditorState } from "./design-state";
import classes from "./editor.module.css";
import {
  type Konva,
  type KonvaEventObject,
  Layer,
  Rect,
  Stage,
  Transformer,
  type TransformerNode,
} from "./konva-core";
import { ShapeDiagram } from "./shape-diagram";
import { fromNodeAttrs, toNodeAttrs } from "./symbol-attrs";
import { SymbolNode } from "./symbol-node";
import { useBoxWidth } from "./use-box-width";

const { width: canvasWidth, height: canvasHeight } = imperfectionCanvas;
// The × on the selection, in pixels.
const deleteSize = 22;

// A node's place as the design keeps it, written back onto the node: what is stored is what shows.
function settle(node: Konva.Node) {
  const place = fromNodeAttrs({
    x: node.x(),
    y: node.y(),
    scaleX: node.scaleX(),
    scaleY: node.scaleY(),
    rotation: node.rotation(),
  });
  node.setAttrs(toNodeAttrs(place));
  return { id: node.id(), attrs: toNodeAttrs(place) };
}

// The plot: the shape's diagram and the symbols on the 540 × 277.776 canvas, drawn at the width
// of its box (the design stays in canvas units). Click or tap selects, Shift/Ctrl/⌘ adds to the
// selection, a drag on the empty canvas selects by a box; Konva's Transformer moves, scales and
// rotates; the × on the selection deletes it.
export function PlotStage({
  state,
  dispatch,
  readOnly,
  opening = false,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  // The map is still being read: the stage is ready, its diagram and symbols are not known yet.
  opening?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const zoom = width / canvasWidth;
  const stage = useRef<Konva.Stage>(null);
  const transformer = useRef<TransformerNode>(null);
  const [band, setBand] = useState<Band | null>(null);
  const [deleteAt, setDeleteAt] = useState<{ x: number; y: number } | null>(null);
  const [moving, setMoving] = useState(false);
  const { selected, present } = state;

  const selectedNodes = useCallback(
    () => selected.flatMap((id) => stage.current?.findOne(`#${id}`) ?? []),
    [selected],
  );

  // The Transformer holds the selected nodes; the × sits at the selection's top-right corner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the nodes move with the design and the zoom.
  useEffect(() => {
    const nodes = selectedNodes();
    transformer.current?.nodes(readOnly ? [] : nodes);
    transformer.current?.getLayer()?.batchDraw();
    if (nodes.length === 0 || readOnly || !stage.current) return setDeleteAt(null);
    const rects = nodes.map((node) => node.getClientRect());
    const right = Math.max(...rects.map((rect) => rect.x + rect.width));
    const top = Math.min(...rects.map((rect) => rect.y));
    setDeleteAt({ x: Math.min(right + 10, width - 13), y: Math.max(top - 10, 13) });
  }, [selectedNodes, present, zoom, readOnly, width]);

  const pick = useCallback(
    (id: string, adding: boolean) => {
      if (adding) dispatch({ type: "toggle", id });
      else if (!selected.includes(id)) dispatch({ type: "select", ids: [id] });
      box.current?.focus({ preventScroll: true });
    },
    [dispatch, selected],
  );

  const startDrag = useCallback(
    (id: string) => {
      setMoving(true);
      if (!selected.includes(id)) dispatch({ type: "select", ids: [id] });
    },
    [dispatch, selected],
  );

  // A drag of a selected symbol moves the whole selection (the Transformer carries the others).
  const endDrag = useCallback(
    (event: KonvaEventObject<DragEvent>) => {
      setMoving(false);
      const dragged = event.target;
      const nodes = selected.includes(dragged.id()) ? selectedNodes() : [dragged];
      dispatch({ type: "transform", changes: nodes.map(settle) });
    },
    [dispatch, selected, selectedNodes],
  );

  function endTransform() {
    setMoving(false);
    dispatch({ type: "transform", changes: (transformer.current?.nodes() ?? []).map(settle) });
  }

  function pointer() {
    return stage.current?.getRelativePointerPosition() ?? { x: 0, y: 0 };
  }

  function onStageDown(event: KonvaEventObject<MouseEvent | TouchEvent>) {
    if (event.target !== event.target.getStage()) return;
    box.current?.focus({ preventScroll: true });
    const additive =
      "shiftKey" in event.evt && (event.evt.shiftKey || event.evt.ctrlKey || event.evt.metaKey);
    if (!additive) dispatch({ type: "select", ids: [] });
    if (readOnly) return;
    const at = pointer();
    setBand({ x0: at.x, y0: at.y, x1: at.x, y1: at.y, additive: Boolean(additive) });
  }

  function onStageMove() {
    if (!band) return;
    const at = pointer();
    setBand({ ...band, x1: at.x, y1: at.y });
  }

  function onStageUp() {
    if (!band || !stage.current) return setBand(null);
    const inside = symbolsInBand(stage.current, band);
    setBand(null);
    if (inside === null) return;
    dispatch({ type: "select", ids: band.additive ? [...new Set([...selected, ...inside])] : inside });
  }

  const count = present.symbols.length;
  return (
    <>
      <div
        ref={box}
        className={classes.stageBox}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes the focus so arrows, Delete and undo act on it.
        tabIndex={0}
        role="application"
        aria-roledescription="plot canvas"
        aria-label={
          opening
            ? "Plot canvas, opening the map"
            : `Plot canvas, ${present.shape}: ${count} ${count === 1 ? "symbol" : "symbols"}, ${selected.length} selected`
        }
        aria-busy={opening}
        data-plot-canvas
      >
        {width > 0 && (
          <Stage
            ref={stage}
            width={width}
            height={canvasHeight * zoom}
            scaleX={zoom}
            scaleY={zoom}
            onMouseDown={onStageDown}
            onTouchStart={onStageDown}
            onMouseMove={onStageMove}
            onTouchMove={onStageMove}
            onMouseUp={onStageUp}
            onTouchEnd={onStageUp}
          >
            <Layer>
              {!opening && <ShapeDiagram shape={present.shape} />}
              {present.symbols.map((placed) => (
                <SymbolNode
                  key={placed.id}
                  placed={placed}
                  draggable={!readOnly}
                  onPick={pick}
                  onDragStart={startDrag}
                  onDragEnd={endDrag}
                />
              ))}
              <Transformer
                ref={transformer}
                rotateEnabled
                flipEnabled={false}
                anchorSize={8}
                borderStroke="#1c7ed6"
                anchorStroke="#1c7ed6"
                // Never smaller than the schema's least scale allows, nor inside out.
                boundBoxFunc={(before, after) =>
                  Math.abs(after.width) < 4 || Math.abs(after.height) < 4 ? before : after
                }
                onTransformStart={() => setMoving(true)}
                onTransformEnd={endTransform}
              />
              {band && (
                <Rect
                  {...bandRect(band)}
                  fill="rgba(28,126,214,0.08)"
                  stroke="#1c7ed6"
                  strokeWidth={1 / zoom}
                  dash={[4 / zoom, 3 / zoom]}
                  listening={false}
                />
              )}
            </Layer>
          </Stage>
        )}
        {deleteAt && !moving && !band && (
          <ActionIcon
            className={classes.deleteSelection}
            style={{ left: deleteAt.x - deleteSize / 2, top: deleteAt.y - deleteSize / 2 }}
            size={deleteSize}
            radius="xl"
            variant="filled"
            color="red.8"
            aria-label={
              selected.length > 1 ? `Delete ${selected.length} selected symbols` : "Delete selected symbol"
            }
            onClick={() => dispatch({ type: "remove" })}
          >
            <IconX size={14} stroke={2.5} aria-hidden="true" />
          </ActionIcon>
        )}
      </div>
      <div className={classes.below}>
        <p className={classes.hint}>
          {readOnly
            ? "This map has been printed: it can be viewed, not changed."
            : "Click a symbol to select it (Shift-click or drag a box for several); drag to move, the handles scale and rotate. Delete removes, arrows nudge (Shift: 10), Ctrl/⌘+Z undoes."}
        </p>
        <Checkbox
          label="Show the imperfection icons on the printed certificate"
          checked={present.displayIcons}
          disabled={readOnly}
          onChange={(event) => dispatch({ type: "displayIcons", on: event.currentTarget.checked })}
        />
      </div>
    </>
  );
}
