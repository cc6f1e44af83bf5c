import type { AttributeList, AttributeSave, AttributeUsage } from "@loupe/domain/options/attribute-edit";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { attributeKeys, attributePaths } from "../../resources/attributes";

// The attributes screen's calls (GET /api/attributes/lists, PUT /api/attributes/{name}). A save
// also refreshes the forms' attribute values, so their option lists change at once.

export const attributeListsQuery = queryOptions({
  queryKey: attributeKeys.lists(),
  queryFn: ({ signal }) => api.get<{ lists: AttributeList[] }>(attributePaths.lists, { signal }),
});

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: AttributeSave & { name: string }) =>
      api.put<AttributeList>(attributePaths.list(name), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
}

// How many records use a value, asked afresh before it is deleted from its list.
export const attributeUsageQuery = (name: string, value: string) =>
  queryOptions({
    queryKey: attributeKeys.usage(name, value),
    queryFn: ({ signal }) =>
      api.get<AttributeUsage>(attributePaths.usage(name), { query: { value }, signal }),
    staleTime: 0,
  });
