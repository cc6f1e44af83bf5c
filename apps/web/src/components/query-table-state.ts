import type { UseQueryResult } from "@tanstack/react-query";
import { errorDetail } from "../lib/api-client";

// What a DataTable shows of the query behind it: the page, the loading state, what failed and a
// Retry that asks again.
export function queryTableState<Data>(query: UseQueryResult<Data>) {
  return {
    page: query.data,
    loading: query.isFetching,
    error: query.isError ? errorDetail(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
