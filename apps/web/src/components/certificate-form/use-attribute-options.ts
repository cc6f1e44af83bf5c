import type { AttributeValues } from "@loupe/domain/options/attribute-values-schema";
import { type AttributeName, applyAttributeValues } from "@loupe/domain/options/attributes";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { attributesQuery } from "../../resources/attributes";

// A built-in option list with the stored attribute's values (the 'color' attribute replaces the
// standard list; every other extends its list).
export type MergeOptions = (name: AttributeName, builtIn: readonly string[]) => string[];

function attributeMerger(values: AttributeValues | undefined): MergeOptions {
  return (name, builtIn) => applyAttributeValues(name, builtIn, values?.[name]);
}

// A form's option lists: the built-in lists at once, the stored attribute values joining them
// when they arrive. `build` must be a stable (module-level) function.
export function useAttributeOptions<Options>(build: (merge: MergeOptions) => Options): Options {
  const attributes = useQuery(attributesQuery());
  return useMemo(() => build(attributeMerger(attributes.data?.attributes)), [build, attributes.data]);
}
