import { imperfectionDesignSchema, newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import { describe, expect, it } from "vitest";
import {
  designOf,
  type EditorAction,
  editorReducer,
  hasUnsavedChanges,
  historyLimit,
  initialEditorState,
} from "./design-state";
import { fromNodeAttrs, normalizeAngle, toNodeAttrs } from "./symbol-attrs";

const run = (...actions: EditorAction[]) => actions.reduce(editorReducer, initialEditorState());

describe("the editor's design state", () => {
  it("starts on Asscher with the icons shown on the printout and no symbols", () => {
    const state = initialEditorState();
    expect(state.present).toEqual({ shape: "Asscher", displayIcons: true, symbols: [] });
  });

  it("adds a symbol where the spec places it and selects it", () => {
    const state = run({ type: "add", label: "cloud" });
    expect(designOf(state.present)).toEqual({ canvas_data: [newDesignSymbol("cloud")] });
    expect(state.selected).toEqual(["s1"]);
  });

  it("moves, scales and rotates from Konva's node attributes, as the design's own numbers", () => {
    const state = run(
      { type: "add", label: "cloud" },
      {
        type: "transform",
        changes: [{ id: "s1", attrs: { x: 12.34567, y: 40, scaleX: 1.5, scaleY: 0.75, rotation: 370 } }],
      },
    );
    const [symbol] = designOf(state.present).canvas_data;
    expect(symbol).toMatchObject({
      left: 12.346,
      top: 40,
      scaleX: 1.5,
      scaleY: 0.75,
      angle: 10,
      width: 50,
      height: 50,
    });
    expect(imperfectionDesignSchema.safeParse(designOf(state.present)).success).toBe(true);
  });

  it("deletes the selection, and undo and redo walk the history", () => {
    let state = run(
      { type: "add", label: "cloud" },
      { type: "add", label: "nick" },
      { type: "add", label: "pit" },
    );
    state = editorReducer(state, { type: "select", ids: ["s1", "s3"] });
    state = editorReducer(state, { type: "remove" });
    expect(designOf(state.present).canvas_data.map((symbol) => symbol.label)).toEqual(["nick"]);
    expect(state.selected).toEqual([]);
    state = editorReducer(state, { type: "undo" });
    expect(state.present.symbols.map((placed) => placed.id)).toEqual(["s1", "s2", "s3"]);
    state = editorReducer(state, { type: "redo" });
    expect(state.present.symbols.map((placed) => placed.id)).toEqual(["s2"]);
    // A new change drops what could be redone.
    state = editorReducer(editorReducer(state, { type: "undo" }), { type: "shape", shape: "Round" });
    expect(state.future).toEqual([]);
    expect(state.present.shape).toBe("Round");
  });

  it("selects with click and shift-click, and a selection never names a removed symbol", () => {
    let state = run({ type: "add", label: "cloud" }, { type: "add", label: "nick" });
    state = editorReducer(state, { type: "select", ids: ["s1"] });
    state = editorReducer(state, { type: "toggle", id: "s2" });
    expect(state.selected).toEqual(["s1", "s2"]);
    state = editorReducer(state, { type: "toggle", id: "s1" });
    expect(state.selected).toEqual(["s2"]);
    state = editorReducer(state, { type: "undo" });
    expect(state.selected).toEqual([]);
  });

  it("nudges the selection, and a change that changes nothing is not a step", () => {
    let state = run({ type: "add", label: "cloud" }, { type: "nudge", dx: 10, dy: -1 });
    expect(designOf(state.present).canvas_data[0]).toMatchObject({ left: 340, top: 137.888 });
    const steps = state.past.length;
    state = editorReducer(state, { type: "shape", shape: "Asscher" });
    state = editorReducer(state, {
      type: "transform",
      changes: [
        { id: "s1", attrs: toNodeAttrs(designOf(state.present).canvas_data[0] ?? newDesignSymbol("cloud")) },
      ],
    });
    expect(state.past.length).toBe(steps);
  });

  it("keeps at most historyLimit steps", () => {
    const actions: EditorAction[] = Array.from({ length: historyLimit + 20 }, () => ({
      type: "nudge",
      dx: 1,
      dy: 0,
    }));
    const state = actions.reduce(editorReducer, run({ type: "add", label: "cloud" }));
    expect(state.past.length).toBe(historyLimit);
  });

  it("reopens a saved map exactly as saved", () => {
    const design = {
      canvas_data: [newDesignSymbol("cloud"), { ...newDesignSymbol("nick"), left: 10, angle: -45 }],
    };
    const state = initialEditorState({ shape: "Pear", displayImperfectionIcons: false, design });
    expect(designOf(state.present)).toEqual(design);
    expect(state.present).toMatchObject({ shape: "Pear", displayIcons: false });
  });
});

describe("Konva attributes and the design", () => {
  it("round-trips a symbol's place", () => {
    const place = { left: 100.5, top: 20.25, scaleX: 2, scaleY: 0.5, angle: -30 };
    expect(fromNodeAttrs(toNodeAttrs(place))).toEqual(place);
  });

  it("keeps within what the design schema accepts", () => {
    expect(fromNodeAttrs({ x: 5000, y: -5000, scaleX: 0, scaleY: -3, rotation: 0 })).toEqual({
      left: 1080,
      top: -540,
      scaleX: 0.05,
      scaleY: 3,
      angle: 0,
    });
    expect(normalizeAngle(190)).toBe(-170);
    expect(normalizeAngle(-540)).toBe(180);
  });
});

describe("unsaved changes", () => {
  it("are none on opening, some after any change, and none again once undone", () => {
    expect(hasUnsavedChanges(initialEditorState().present)).toBe(false);
    const added = run({ type: "add", label: "cloud" });
    expect(hasUnsavedChanges(added.present)).toBe(true);
    expect(hasUnsavedChanges(editorReducer(added, { type: "undo" }).present)).toBe(false);
    expect(hasUnsavedChanges(run({ type: "shape", shape: "Oval" }).present)).toBe(true);
    expect(hasUnsavedChanges(run({ type: "displayIcons", on: false }).present)).toBe(true);
  });

  it("compare with the saved map, not the default", () => {
    const saved = {
      shape: "Pear" as const,
      displayImperfectionIcons: false,
      design: { canvas_data: [newDesignSymbol("nick")] },
    };
    const opened = initialEditorState(saved);
    expect(hasUnsavedChanges(opened.present, saved)).toBe(false);
    const nudged = editorReducer(editorReducer(opened, { type: "select", ids: ["s1"] }), {
      type: "nudge",
      dx: 1,
      dy: 0,
    });
    expect(hasUnsavedChanges(nudged.present, saved)).toBe(true);
  });
});
