import type { Page } from "@loupe/domain/paging";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { DataTable, type DataTableProps } from "./data-table";
import { queryTableState } from "./query-table-state";

export type QueryDataTableProps<Row, Key extends QueryKey> = Omit<
  DataTableProps<Row>,
  "page" | "loading" | "error" | "onRetry"
> & {
  // The list's query (a feature's list query options): the table reads it itself.
  query: UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
};

// A DataTable that reads its page from the list's query itself, so the screen around it does not:
// when the rows arrive (or a refetch starts or ends) only the table is drawn again, not the
// screen's header, filters and dialogs (decision 0008). A screen that needs the rows for something
// else reads the same query; TanStack Query asks the server once.
export function QueryDataTable<Row, Key extends QueryKey>({
  query,
  ...props
}: QueryDataTableProps<Row, Key>) {
  const list = useQuery(query);
  return <DataTable {...props} {...queryTableState(list)} />;
}
