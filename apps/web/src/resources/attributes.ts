import type { AttributeValues } from "@loupe/domain/options/attribute-values-schema";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client";

// The stored extra values of the option lists (spec 000 §3 'Attributes collection'), read by every
// product form and filter and written by the Attributes screen.

export const attributePaths = {
  values: "/api/attributes",
};

export const attributeKeys = {
  all: ["attributes"] as const,
};

export const attributesQuery = () =>
  queryOptions({
    queryKey: attributeKeys.all,
    queryFn: ({ signal }) => api.get<{ attributes: AttributeValues }>(attributePaths.values, { signal }),
    staleTime: 60_000,
  });
