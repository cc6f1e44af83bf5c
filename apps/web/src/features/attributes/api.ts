import type { AttributeList, AttributeSave, AttributeUsage } from "@loupe/domain/options/attribute-edit";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { attributeKeys } from "../../resources/attributes";

// The attributes screen's calls (GET /api/attributes/lists, PUT /api/attributes/{name}). A save
// also refreshes the forms' attribute values, so their option lists change at once.

const listsKey = [...attributeKeys.all, "lists"] as const;

export const attributeListsQuery = queryOptions({
  queryKey: listsKey,
  queryFn: ({ signal }) => api.get<{ lists: AttributeList[] }>("/api/attributes/lists", { signal }),
});

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: AttributeSave & { name: string }) =>
      api.put<AttributeList>(`/api/attributes/${encodeURIComponent(name)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
}

// How many records use a value, asked before it is deleted from its list.
export const fetchAttributeUsage = (name: string, value: string) =>
  api.get<AttributeUsage>(`/api/attributes/${encodeURIComponent(name)}/usage`, { query: { value } });
