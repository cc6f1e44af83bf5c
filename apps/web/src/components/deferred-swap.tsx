import { type ReactNode, useEffect, useRef } from "react";

type Pending = { label: string; click: boolean; typed: string };

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

// Shows `standIn` until `ready`, then `children`. A click, focus, typing or ↓ on a stand-in field
// in between is handed to the real control with the same label once it is there, so nothing is
// lost. (A keyboard focus that arrives first still works: the focus is handed over too.)
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
  const pending = useRef<Pending | null>(null);

  function record(target: EventTarget, click: boolean, typed = "") {
    const field = target instanceof Element ? target.closest("[data-stand-in]") : null;
    const label = field?.getAttribute("data-stand-in");
    if (!label) return;
    const same = pending.current?.label === label ? pending.current : null;
    pending.current = { label, click: click || same?.click === true, typed: (same?.typed ?? "") + typed };
  }

  useEffect(() => {
    const wanted = pending.current;
    if (!ready || !wanted || !box.current) return;
    pending.current = null;
    const control = controlLabelled(box.current, wanted.label);
    control?.focus();
    if (wanted.click) control?.click();
    if (control && wanted.typed) typeInto(control, wanted.typed);
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
              record(event.target, true);
            }
      }
      onKeyDownCapture={
        ready
          ? undefined
          : (event) => {
              onIntent();
              if (event.key === "ArrowDown" || event.key === "ArrowUp") record(event.target, true);
              else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
                record(event.target, false, event.key);
            }
      }
      onFocusCapture={
        ready
          ? undefined
          : (event) => {
              onIntent();
              record(event.target, false);
            }
      }
    >
      {ready ? children : standIn}
    </div>
  );
}
