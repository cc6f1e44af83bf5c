import type { AttributeList, AttributeSave, AttributeUsage } from "@loupe/domain/options/attribute-edit";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { attributeKeys } from "../../resources/attributes";

// The attributes screen's calls (GET /api/attributes/lists, PUT /api/attributes/{name}, the usage
// of a value). Its keys sit under the forms' attribute key, so a save also refreshes the forms'
// option lists at once.

export const attributeScreenPaths = {
  lists: "/api/attributes/lists",
  list: (name: string) => `/api/attributes/${encodeURIComponent(name)}`,
  usage: (name: string) => `/api/attributes/${encodeURIComponent(name)}/usage`,
};

export const attributeScreenKeys = {
  lists: () => [...attributeKeys.all, "lists"] as const,
  usage: (name: string, value: string) => [...attributeKeys.all, "usage", name, value] as const,
};

export const attributeListsQuery = queryOptions({
  queryKey: attributeScreenKeys.lists(),
  queryFn: ({ signal }) => api.get<{ lists: AttributeList[] }>(attributeScreenPaths.lists, { signal }),
});

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, ...body }: AttributeSave & { name: string }) =>
      api.put<AttributeList>(attributeScreenPaths.list(name), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
  });
}

// How many records use a value, asked afresh before it is deleted from its list.
export const attributeUsageQuery = (name: string, value: string) =>
  queryOptions({
    queryKey: attributeScreenKeys.usage(name, value),
    queryFn: ({ signal }) =>
      api.get<AttributeUsage>(attributeScreenPaths.usage(name), { query: { value }, signal }),
    staleTime: 0,
  });
