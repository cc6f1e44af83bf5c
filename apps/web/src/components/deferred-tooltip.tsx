import type { TooltipProps } from "@mantine/core";
import { cloneElement, isValidElement, type ReactElement, useLayoutEffect, useRef } from "react";
import { deferredModule } from "./deferred-module";

const useTooltipModule = deferredModule(() => import("./deferred-tooltip-module"));

type IntentHandlers = { onPointerEnter?: () => void; onFocus?: () => void; onBlur?: () => void };

// Mantine's Tooltip (with its positioning library) loads when the pointer or focus first reaches
// the control; the tooltip shows from the next hover on. The control alone until then.
// Not for list cells: once the module is in, every instance is a Mantine Tooltip (a positioning
// hook set each); a row's icon buttons are RowActions, whose hint is CSS.
// The control is drawn anew inside the Tooltip: if it had the focus, the new one gets it back in
// the same task (before the next key), so a Tab that loaded the tooltip is not lost.
export function DeferredTooltip(props: TooltipProps) {
  const { module, load } = useTooltipModule();
  const box = useRef<HTMLSpanElement>(null);
  const focused = useRef(false);

  useLayoutEffect(() => {
    if (!module || !focused.current) return;
    focused.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    box.current?.querySelector<HTMLElement>("button, a[href], input, [tabindex]")?.focus();
  }, [module]);

  if (!isValidElement(props.children)) return props.children;
  const child = props.children as ReactElement<IntentHandlers>;
  return (
    // display: contents leaves the control where it was in the layout.
    <span ref={box} style={{ display: "contents" }}>
      {module ? (
        <module.Tooltip {...props} />
      ) : (
        cloneElement(child, {
          onPointerEnter: () => {
            load();
            child.props.onPointerEnter?.();
          },
          onFocus: () => {
            focused.current = true;
            load();
            child.props.onFocus?.();
          },
          onBlur: () => {
            focused.current = false;
            child.props.onBlur?.();
          },
        })
      )}
    </span>
  );
}
