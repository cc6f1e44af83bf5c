import {
  type ListSort,
  type PageSizes,
  readListSort,
  readPageSize,
  type SortDirection,
} from "@loupe/domain/lists";
import { useCallback, useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { rememberListQuery } from "./list-return";

// A list's view (search, sort, page size, page) lives in the URL, so it survives a reload and can
// be shared: ?search=&sort=field:dir&limit=&cursor=&direction=next|prev. Defaults are left out.

export type PageDirection = "next" | "prev";

// A list defined in the domain (defineList) fits as it is.
export type ListParamsOptions = {
  pageSizes: PageSizes;
  sortFields?: readonly string[];
  defaultSort?: ListSort;
};

export type ListParams = {
  search: string;
  sort: ListSort | null;
  limit: number;
  limitOptions: readonly number[];
  cursor: string | null;
  direction: PageDirection;
  setSearch: (search: string) => void;
  toggleSort: (field: string) => void;
  setLimit: (limit: number) => void;
  goTo: (cursor: string | null, direction: PageDirection) => void;
  // The parameters to send to the API (always with limit and sort).
  apiQuery: Record<string, string>;
};

type ListView = {
  search: string;
  sort: ListSort | null;
  limit: number;
  cursor: string | null;
  direction: PageDirection;
};

function readListView(params: URLSearchParams, options: ListParamsOptions): ListView {
  const cursor = params.get("cursor") || null;
  return {
    search: params.get("search") ?? "",
    sort: readListSort(params.get("sort"), options),
    limit: readPageSize(params.get("limit"), options.pageSizes),
    cursor,
    direction: params.get("direction") === "prev" && cursor ? "prev" : "next",
  };
}

function viewApiQuery(view: Omit<ListView, "sort"> & { sortText: string | null }): Record<string, string> {
  const query: Record<string, string> = { limit: String(view.limit) };
  if (view.search) query.search = view.search;
  if (view.sortText) query.sort = view.sortText;
  if (view.cursor) {
    query.cursor = view.cursor;
    query.direction = view.direction;
  }
  return query;
}

// The API parameters of the list a URL shows, without React: a route's loader asks for the list
// with them while the screen's code is still loading (the screen's query then finds it cached).
export function listApiQuery(params: URLSearchParams, options: ListParamsOptions): Record<string, string> {
  const { sort, ...view } = readListView(params, options);
  return viewApiQuery({ ...view, sortText: sort ? `${sort.field}:${sort.direction}` : null });
}

const sameSort = (a: ListSort | null, b: ListSort | null | undefined) =>
  a?.field === b?.field && a?.direction === b?.direction;

export function useListParams(options: ListParamsOptions): ListParams {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  useEffect(
    () => rememberListQuery(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const { search, sort, limit, cursor, direction } = readListView(params, options);
  const { options: limitOptions, default: defaultLimit } = options.pageSizes;

  // Any change other than moving between pages starts again from the first page.
  const update = useCallback(
    (changes: Record<string, string | null>, keepCursor = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(key);
            else next.set(key, value);
          }
          if (!keepCursor) {
            next.delete("cursor");
            next.delete("direction");
          }
          return next;
        },
        { replace: !keepCursor },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) => {
      if (value.trim() === search.trim()) return;
      update({ search: value.trim() });
    },
    [update, search],
  );

  const toggleSort = useCallback(
    (field: string) => {
      const direction: SortDirection = sort?.field === field && sort.direction === "asc" ? "desc" : "asc";
      const chosen = { field, direction };
      update({ sort: sameSort(chosen, options.defaultSort) ? null : `${field}:${direction}` });
    },
    [update, sort, options.defaultSort],
  );

  const setLimit = useCallback(
    (value: number) => update({ limit: value === defaultLimit ? null : String(value) }),
    [update, defaultLimit],
  );

  const goTo = useCallback(
    (target: string | null, to: PageDirection) =>
      update({ cursor: target, direction: target && to === "prev" ? "prev" : null }, true),
    [update],
  );

  const sortText = sort ? `${sort.field}:${sort.direction}` : null;
  const apiQuery = useMemo(
    () => viewApiQuery({ limit, search, sortText, cursor, direction }),
    [limit, search, sortText, cursor, direction],
  );

  return {
    search,
    sort,
    limit,
    limitOptions,
    cursor,
    direction,
    setSearch,
    toggleSort,
    setLimit,
    goTo,
    apiQuery,
  };
}
