import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorDetail, isApiError } from "../lib/api-client";
import { CenteredLoader } from "./centered-loader";
import { ErrorState } from "./error-state";
import { NotFound } from "./not-found";

// A record screen until its record is read: a loader, the not-found screen for an id that names
// nothing (a malformed id is refused with 400; to the user both mean "no such record"), or the
// failure with a second try.
export function RecordLoader<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <CenteredLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return <ErrorState message={errorDetail(query.error)} onRetry={() => query.refetch()} />;
  }
  return children(query.data);
}
