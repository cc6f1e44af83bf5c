import type {
  DiamondOption,
  Imperfection,
  ImperfectionListItem,
  ImperfectionSave,
  ImperfectionTotals,
} from "@loupe/domain/imperfections/imperfection-api";
import type { PamphletAnswer } from "@loupe/domain/imperfections/pamphlet";
import type { Page } from "@loupe/domain/paging";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { useDeleteRecord } from "../../lib/use-delete-record";
import { certificateKeys } from "../../resources/certificates";
import { dashboardKeys } from "../../resources/dashboard";
import { imperfectionKeys, imperfectionPaths } from "../../resources/imperfections";

// The imperfections area's reads and writes (GET/POST/PUT/DELETE /api/imperfections …), in the
// api.ts style of features/companies/api.ts. Shared paths and keys: resources/imperfections.ts.

export const imperfectionListQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: imperfectionKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<ImperfectionListItem>>(imperfectionPaths.list, { query, signal }),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export const imperfectionTotalsQuery = queryOptions({
  queryKey: imperfectionKeys.totals,
  queryFn: ({ signal }) => api.get<ImperfectionTotals>(imperfectionPaths.totals, { signal }),
});

// Diamonds whose certificate number matches, for the connect popup.
export const diamondOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: imperfectionKeys.diamondOptions(search),
    queryFn: ({ signal }) =>
      api.get<{ items: DiamondOption[] }>(imperfectionPaths.diamondOptions, { query: { search }, signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

// Lists and totals change with every write (counts, status, the connected diamond), and so do
// the dashboard's counts (its Imperfections card) and the diamonds a connection links (their
// rows' imperfection link and the 'with imperfections' filter; only screens showing them refetch).
function markListsStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: imperfectionKeys.lists });
  void queryClient.invalidateQueries({ queryKey: certificateKeys("diamond").all });
  void queryClient.invalidateQueries({ queryKey: imperfectionKeys.totals });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

// A write's answer is the map as stored: it becomes the detail (and its version) at once.
function storeImperfection(queryClient: QueryClient, imperfection: Imperfection) {
  queryClient.setQueryData(imperfectionKeys.detail(imperfection.id), imperfection);
  markListsStale(queryClient);
}

function useImperfectionWrite<Variables>(write: (variables: Variables) => Promise<Imperfection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (imperfection) => storeImperfection(queryClient, imperfection),
  });
}

export const useCreateImperfection = () =>
  useImperfectionWrite((body: ImperfectionSave) => api.post<Imperfection>(imperfectionPaths.list, body));

export const useUpdateImperfection = () =>
  useImperfectionWrite(({ id, body }: { id: string; body: ImperfectionSave & { version: number } }) =>
    api.put<Imperfection>(imperfectionPaths.item(id), body),
  );

// The proportions image goes up as one multipart file; the server checks it is an image by content.
// The upload code (with the problem schema and zod it reads failures with) loads on the first
// upload: the list draws without it.
export const useUploadProportions = () =>
  useImperfectionWrite(async ({ id, file }: { id: string; file: File }) => {
    const { postWithProgress } = await import("../../lib/post-with-progress");
    const body = new FormData();
    body.append("file", file);
    return postWithProgress(
      imperfectionPaths.proportions(id),
      body,
      (value) => value as Imperfection,
      () => {},
    );
  });

export const useConnectDiamond = () =>
  useImperfectionWrite(({ id, diamondId }: { id: string; diamondId: string }) =>
    api.put<Imperfection>(imperfectionPaths.connection(id), { diamondId }),
  );

export const useDisconnectDiamond = () =>
  useImperfectionWrite((id: string) => api.delete<Imperfection>(imperfectionPaths.connection(id)));

export const useDeleteImperfection = () =>
  useDeleteRecord(imperfectionPaths.item, imperfectionKeys.detail, markListsStale);

// The pamphlet's page as the server draws it (the same drawing as its PDF).
export const pamphletQuery = (id: string) =>
  queryOptions({
    queryKey: imperfectionKeys.pamphlet(id),
    queryFn: ({ signal }) => api.get<PamphletAnswer>(imperfectionPaths.pamphlet(id), { signal }),
    retry: false,
  });

// Printing marks the map DONE (and files its certificate): the map, its pamphlet and the lists change.
export function usePrintPamphlet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Imperfection>(imperfectionPaths.print(id)),
    onSuccess: (imperfection) => {
      storeImperfection(queryClient, imperfection);
      void queryClient.invalidateQueries({ queryKey: imperfectionKeys.pamphlet(imperfection.id) });
    },
  });
}
