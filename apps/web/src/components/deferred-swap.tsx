import { type ReactNode, useLayoutEffect, useRef } from "react";

// The stand-in field that has the focus now, and what was asked of it since it got it: the list
// opened (by ↓ or ↑, or by a click) and the text typed.
type Held = { label: string; open: "key" | "click" | null; typed: string };

// The control labelled `label` inside `box` (Mantine links each label to its control by id).
function controlLabelled(box: HTMLElement, label: string): HTMLElement | null {
  const element = [...box.querySelectorAll("label")].find((item) => item.textContent?.trim() === label);
  return element?.htmlFor ? document.getElementById(element.htmlFor) : null;
}

// Typed text reaches the control as if typed there (React reads the input event).
function typeInto(control: HTMLElement, text: string) {
  if (!(control instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(control, text);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

const standInLabel = (target: EventTarget) =>
  (target instanceof Element ? target.closest("[data-stand-in]") : null)?.getAttribute("data-stand-in") ??
  null;

// Focus is nowhere: the focused stand-in has just been taken away, and nothing else took it since.
const focusIsNowhere = () => document.activeElement === null || document.activeElement === document.body;

// Shows `standIn` until `ready`, then `children`. Only the stand-in that has the focus when the real
// control arrives hands it on (in the same task, so before the next key), with the text typed in it;
// its list opens only if ↓, ↑ or a click asked for it. A field the focus has already left is left
// alone: a late load never moves the focus, and never leaves a list open behind it.
export function DeferredSwap({
  ready,
  onIntent,
  standIn,
  children,
}: {
  ready: boolean;
  // A pointer, touch or focus reached a stand-in: time to load the real control.
  onIntent: () => void;
  standIn: ReactNode;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<Held | null>(null);

  function hold(target: EventTarget, change: (same: Held) => Partial<Held> = () => ({})) {
    const label = standInLabel(target);
    if (!label) return;
    const same = held.current?.label === label ? held.current : { label, open: null, typed: "" };
    held.current = { ...same, ...change(same) };
  }

  useLayoutEffect(() => {
    const wanted = held.current;
    if (!ready || !wanted || !box.current) return;
    held.current = null;
    if (!focusIsNowhere()) return;
    const control = controlLabelled(box.current, wanted.label);
    if (!control) return;
    control.focus();
    if (wanted.typed) typeInto(control, wanted.typed);
    else if (wanted.open === "click") control.click();
    else if (wanted.open === "key")
      control.dispatchEvent(
        new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }),
      );
  }, [ready]);

  return (
    // display: contents keeps the fields direct items of the filter grid.
    <div
      ref={box}
      style={{ display: "contents" }}
      onPointerOverCapture={ready ? undefined : onIntent}
      onTouchStartCapture={ready ? undefined : onIntent}
      onMouseDownCapture={
        ready
          ? undefined
          : (event) => {
              onIntent();
              hold(event.target, () => ({ open: "click" }));
            }
      }
      onKeyDownCapture={
        ready
          ? undefined
          : (event) => {
              onIntent();
              if (event.key === "ArrowDown" || event.key === "ArrowUp")
                hold(event.target, () => ({ open: "key" }));
              else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
                hold(event.target, (same) => ({ typed: same.typed + event.key }));
            }
      }
      onFocusCapture={
        ready
          ? undefined
          : (event) => {
              onIntent();
              hold(event.target);
            }
      }
      onBlurCapture={
        ready
          ? undefined
          : (event) => {
              if (held.current?.label === standInLabel(event.target)) held.current = null;
            }
      }
    >
      {ready ? children : standIn}
    </div>
  );
}
