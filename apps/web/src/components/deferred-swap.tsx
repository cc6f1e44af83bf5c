import { type ReactNode, useEffect, useRef } from "react";

type Pending = { label: string; click: boolean };

// The control labelled `label` inside `box` (Mantine links each label to its control by id).
function controlLabelled(box: HTMLElement, label: string): HTMLElement | null {
  const element = [...box.querySelectorAll("label")].find((item) => item.textContent?.trim() === label);
  return element?.htmlFor ? document.getElementById(element.htmlFor) : null;
}

// Shows `standIn` until `ready`, then `children`. A click or focus on a stand-in field in between
// is handed to the real control with the same label once it is there, so nothing is lost.
export function DeferredSwap({
  ready,
  standIn,
  children,
}: {
  ready: boolean;
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
      onMouseDownCapture={ready ? undefined : (event) => record(event.target, true)}
      onFocusCapture={ready ? undefined : (event) => record(event.target, false)}
    >
      {ready ? children : standIn}
    </div>
  );
}
