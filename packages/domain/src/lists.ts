// Plain data and rules, no zod: the web reads list URLs with these on a first screen that does not
// load schemas; the server's query schema (list-query-schema.ts) is built from the same definition.

export type SortDirection = "asc" | "desc";
export type ListSort<Field extends string = string> = { field: Field; direction: SortDirection };
export type PageSizes = { readonly options: readonly number[]; readonly default: number };
export type ListDefinition<Field extends string = string> = {
  sortFields: readonly [Field, ...Field[]];
  defaultSort: ListSort<Field>;
  pageSizes: PageSizes;
};

// What a screen's list offers, stated once: the server validates its query with
// listQuerySchema(list) and orders by a column for each sort field; the web keeps the same choices
// in the URL (readListSort, readPageSize).
export function defineList<const Sort extends readonly [string, ...string[]]>(definition: {
  sortFields: Sort;
  defaultSort: ListSort<Sort[number]>;
  pageSizes: PageSizes;
}) {
  const { sortFields, defaultSort, pageSizes } = definition;
  return { sortFields, defaultSort, pageSizes };
}

export type SortField<List extends { sortFields: readonly string[] }> = List["sortFields"][number];

export const sortTextPattern = /^[a-zA-Z]+:(asc|desc)$/;

export const sortText = (sort: ListSort) => `${sort.field}:${sort.direction}`;

// "field:asc" or "field:desc" with a field the list offers; anything else is null.
export function parseSortText(text: string, sortFields: readonly string[]): ListSort | null {
  if (!sortTextPattern.test(text)) return null;
  const [field = "", direction] = text.split(":");
  if (!sortFields.includes(field)) return null;
  return { field, direction: direction === "asc" ? "asc" : "desc" };
}

// The sort a URL asks for, or the list's default when it asks for none the list offers.
export function readListSort(
  text: string | null,
  list: { sortFields?: readonly string[]; defaultSort?: ListSort },
): ListSort | null {
  return parseSortText(text ?? "", list.sortFields ?? []) ?? list.defaultSort ?? null;
}

// The page size a URL asks for when the screen offers it; otherwise the list's default.
export function readPageSize(text: string | null, pageSizes: PageSizes): number {
  const requested = Number(text);
  return pageSizes.options.includes(requested) ? requested : pageSizes.default;
}
