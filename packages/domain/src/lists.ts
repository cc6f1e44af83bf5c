import { listQuerySchema } from "./paging";

export type SortDirection = "asc" | "desc";
export type ListSort<Field extends string = string> = { field: Field; direction: SortDirection };
export type PageSizes = { readonly options: readonly number[]; readonly default: number };

// What a screen's list offers, stated once: the server validates its query with `querySchema` and
// orders by a column for each sort field; the web keeps the same choices in the URL.
export function defineList<const Sort extends readonly [string, ...string[]]>(definition: {
  sortFields: Sort;
  defaultSort: ListSort<Sort[number]>;
  pageSizes: PageSizes;
}) {
  const { sortFields, defaultSort, pageSizes } = definition;
  return {
    sortFields,
    defaultSort,
    pageSizes,
    querySchema: listQuerySchema(
      sortFields,
      pageSizes.default,
      `${defaultSort.field}:${defaultSort.direction}`,
    ),
  };
}

export type SortField<List extends { sortFields: readonly string[] }> = List["sortFields"][number];
