import { useMergedRef } from "@mantine/hooks";
import type { Ref } from "react";

// Stands in for @floating-ui/react's useMergeRefs inside Mantine's ScrollArea only (vite.config.ts
// says why): the same merge, Mantine's own, with the array signature ScrollArea calls.
export function useMergeRefs<Instance>(refs: (Ref<Instance> | undefined)[]) {
  return useMergedRef(...refs);
}
