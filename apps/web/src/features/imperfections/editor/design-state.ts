import type { Imperfection } from "@loupe/domain/imperfections/imperfection-api";
import { type DesignSymbol, newDesignSymbol } from "@loupe/domain/imperfections/imperfection-design";
import type { ImperfectionShape } from "@loupe/domain/options/shapes";
import { fromNodeAttrs, type NodeAttrs } from "./symbol-attrs";

// The editor's state: the design being drawn (with undo and redo over it) and the selection.
// Symbols carry an id of the editor's own for keys and selection; the saved design has none.

export type PlacedSymbol = { id: string; symbol: DesignSymbol };

export type DesignSnapshot = {
  shape: ImperfectionShape;
  displayIcons: boolean;
  symbols: readonly PlacedSymbol[];
};

export type EditorState = {
  past: readonly DesignSnapshot[];
  present: DesignSnapshot;
  future: readonly DesignSnapshot[];
  selected: readonly string[];
  // Ids handed out so far (the next symbol's id).
  counter: number;
};

export type EditorAction =
  | { type: "add"; label: DesignSymbol["label"] }
  | { type: "transform"; changes: ReadonlyArray<{ id: string; attrs: NodeAttrs }> }
  | { type: "nudge"; dx: number; dy: number }
  | { type: "remove" }
  | { type: "shape"; shape: ImperfectionShape }
  | { type: "displayIcons"; on: boolean }
  | { type: "select"; ids: readonly string[] }
  | { type: "toggle"; id: string }
  | { type: "undo" }
  | { type: "redo" }
  // The map read after the editor's frame was drawn (imperfection-editor-page.tsx).
  | { type: "open"; saved: Pick<Imperfection, "shape" | "displayImperfectionIcons" | "design"> };

// Enough steps back for a long session; older ones are dropped.
export const historyLimit = 200;

// Spec 002 §4: Asscher, and the icons shown on the printout, unless the map says otherwise.
export const defaultSnapshot: DesignSnapshot = { shape: "Asscher", displayIcons: true, symbols: [] };

export function initialEditorState(
  saved?: Pick<Imperfection, "shape" | "displayImperfectionIcons" | "design">,
): EditorState {
  const symbols = (saved?.design.canvas_data ?? []).map((symbol, index) => ({ id: `s${index + 1}`, symbol }));
  const present = saved
    ? { shape: saved.shape, displayIcons: saved.displayImperfectionIcons, symbols }
    : defaultSnapshot;
  return { past: [], present, future: [], selected: [], counter: symbols.length };
}

// The design as the API stores it.
export const designOf = (snapshot: DesignSnapshot) => ({
  canvas_data: snapshot.symbols.map((placed) => placed.symbol),
});

function commit(state: EditorState, present: DesignSnapshot, extra: Partial<EditorState> = {}): EditorState {
  const past = [...state.past, state.present].slice(-historyLimit);
  return { ...state, ...extra, past, present, future: [] };
}

// A selection keeps only symbols that still exist (after undo, redo or a delete).
const existing = (selected: readonly string[], snapshot: DesignSnapshot) =>
  selected.filter((id) => snapshot.symbols.some((placed) => placed.id === id));

function moveSymbols(state: EditorState, place: (placed: PlacedSymbol) => DesignSymbol | null): EditorState {
  let changed = false;
  const symbols = state.present.symbols.map((placed) => {
    const symbol = place(placed);
    if (!symbol || sameSymbol(symbol, placed.symbol)) return placed;
    changed = true;
    return { id: placed.id, symbol };
  });
  return changed ? commit(state, { ...state.present, symbols }) : state;
}

const sameSymbol = (a: DesignSymbol, b: DesignSymbol) =>
  a.left === b.left &&
  a.top === b.top &&
  a.scaleX === b.scaleX &&
  a.scaleY === b.scaleY &&
  a.angle === b.angle;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { present } = state;
  switch (action.type) {
    case "open":
      return initialEditorState(action.saved);
    case "add": {
      const id = `s${state.counter + 1}`;
      const symbols = [...present.symbols, { id, symbol: newDesignSymbol(action.label) }];
      return commit(state, { ...present, symbols }, { counter: state.counter + 1, selected: [id] });
    }
    case "transform": {
      const byId = new Map(action.changes.map((change) => [change.id, change.attrs]));
      return moveSymbols(state, (placed) => {
        const attrs = byId.get(placed.id);
        return attrs ? { ...placed.symbol, ...fromNodeAttrs(attrs) } : null;
      });
    }
    case "nudge":
      return moveSymbols(state, ({ id, symbol }) =>
        state.selected.includes(id)
          ? {
              ...symbol,
              ...fromNodeAttrs({
                x: symbol.left + action.dx,
                y: symbol.top + action.dy,
                scaleX: symbol.scaleX,
                scaleY: symbol.scaleY,
                rotation: symbol.angle,
              }),
            }
          : null,
      );
    case "remove": {
      if (state.selected.length === 0) return state;
      const symbols = present.symbols.filter((placed) => !state.selected.includes(placed.id));
      return commit(state, { ...present, symbols }, { selected: [] });
    }
    case "shape":
      return action.shape === present.shape ? state : commit(state, { ...present, shape: action.shape });
    case "displayIcons":
      return action.on === present.displayIcons
        ? state
        : commit(state, { ...present, displayIcons: action.on });
    case "select":
      return { ...state, selected: existing(action.ids, present) };
    case "toggle":
      return {
        ...state,
        selected: state.selected.includes(action.id)
          ? state.selected.filter((id) => id !== action.id)
          : existing([...state.selected, action.id], present),
      };
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [present, ...state.future],
        selected: existing(state.selected, previous),
      };
    }
    case "redo": {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, present],
        present: next,
        future: state.future.slice(1),
        selected: existing(state.selected, next),
      };
    }
  }
}

// Whether the drawing differs from the saved map (for a new one, from the empty default): leaving
// then asks first.
export function hasUnsavedChanges(
  present: DesignSnapshot,
  saved?: Pick<Imperfection, "shape" | "displayImperfectionIcons" | "design">,
): boolean {
  const stored = initialEditorState(saved).present;
  return (
    present.shape !== stored.shape ||
    present.displayIcons !== stored.displayIcons ||
    JSON.stringify(designOf(present)) !== JSON.stringify(designOf(stored))
  );
}
