import { type ReactNode, useEffect, useRef } from "react";

type Pending = { label: string; click: boolean };

// The control labelled `label` inside `box` (Mantine links each label to its control by id).
function controlLabelled(box: HTMLElement, label: string): HTMLElement | null {
  const element = [...box.querySelectorAll("label")].find((item) => item.textContent?.trim() === label);
  return element?.htmlFor ? document.getElementById(element.htmlFor) : null;
}

// Shows `standIn` until `ready`, then `children`. A click or focus on a stand-in field in between
// is handed to the real control with the same label once it is there, so nothing is lost.
// (A keyboard focus that arrives first still works: the focus is handed over too.)
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

  function record(target: EventTarget, click: boolean) {
    const field = target instanceof Element ? target.closest("[data-stand-in]") : null;
    const label = field?.getAttribute("data-stand-in");
    if (label) pending.current = { label, click: click || pending.current?.click === true };
  }

  useEffect(() => {
    const wanted = pending.current;
    if (!ready || !wanted || !box.current) return;
    pending.current = null;
    const control = controlLabelled(box.current, wanted.label);
    control?.focus();
    if (wanted.click) control?.click();
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
