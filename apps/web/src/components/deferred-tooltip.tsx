import type { TooltipProps } from "@mantine/core";
import { deferredModule } from "./deferred-module";

const useTooltipModule = deferredModule(() => import("./deferred-tooltip-module"));

// Mantine's Tooltip once its code (with the positioning library) has loaded after the screen is
// drawn; until then the control alone, which a pointer or focus reaches only after that anyway.
export function DeferredTooltip(props: TooltipProps) {
  const module = useTooltipModule();
  return module ? <module.Tooltip {...props} /> : props.children;
}
