// The tooltip and the positioning library it brings, in a chunk of their own (deferred-tooltip.tsx).
export { Tooltip } from "@mantine/core";
