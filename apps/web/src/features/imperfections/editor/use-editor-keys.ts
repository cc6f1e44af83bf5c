import { type Dispatch, useEffect } from "react";
import type { EditorAction } from "./design-state";

// Keys typed into a field (the save dialog's name) or a control that uses them are not the
// canvas's.
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('[role="dialog"]')) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

// The editor's keys: Delete or Backspace removes the selection; Ctrl/⌘+Z undoes and
// Ctrl/⌘+Shift+Z (or Ctrl+Y) redoes; the arrows move the selection a unit (Shift: ten), when the
// focus is on the canvas.
export function useEditorKeys(dispatch: Dispatch<EditorAction>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || typingIn(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === "z") {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? "redo" : "undo" });
      } else if (command && key === "y") {
        event.preventDefault();
        dispatch({ type: "redo" });
      } else if (event.key === "Delete" || event.key === "Backspace") {
        event.preventDefault();
        dispatch({ type: "remove" });
      } else if (event.key in arrows && onCanvas(event.target)) {
        event.preventDefault();
        const [dx, dy] = arrows[event.key] ?? [0, 0];
        const step = event.shiftKey ? 10 : 1;
        dispatch({ type: "nudge", dx: dx * step, dy: dy * step });
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [dispatch, enabled]);
}

// Arrows scroll the page elsewhere: they nudge only while the canvas has the focus.
const onCanvas = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("[data-plot-canvas]") !== null;
