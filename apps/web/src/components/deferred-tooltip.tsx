import type { TooltipProps } from "@mantine/core";
import { cloneElement, isValidElement, type ReactElement } from "react";
import { deferredModule } from "./deferred-module";

const useTooltipModule = deferredModule(() => import("./deferred-tooltip-module"));

type IntentHandlers = { onPointerEnter?: () => void; onFocus?: () => void };

// Mantine's Tooltip (with its positioning library) loads when the pointer or focus first reaches
// the control; the tooltip shows from the next hover on. The control alone until then.
// Not for list cells: once the module is in, every instance is a Mantine Tooltip (a positioning
// hook set each); a row's icon buttons are RowActions, whose hint is CSS.
export function DeferredTooltip(props: TooltipProps) {
  const { module, load } = useTooltipModule();
  if (module) return <module.Tooltip {...props} />;
  if (!isValidElement(props.children)) return props.children;
  const child = props.children as ReactElement<IntentHandlers>;
  return cloneElement(child, {
    onPointerEnter: () => {
      load();
      child.props.onPointerEnter?.();
    },
    onFocus: () => {
      load();
      child.props.onFocus?.();
    },
  });
}
