import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useState } from "react";
import { RecordLoader } from "./record-loader";

type Reload = { count: number; waitingSince: number | null };

// A record's editor once the record is read; Reload (after a stale save) reads it again and,
// once the stored record has arrived, starts the editor afresh from it.
export function ReloadableRecord<Data extends { id: string }>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data, onReload: () => Promise<void>) => ReactNode;
}) {
  const [reload, setReload] = useState<Reload>({ count: 0, waitingSince: null });
  // The answer reaches this component after refetch() resolves: wait for it, not for the promise.
  if (reload.waitingSince !== null && query.dataUpdatedAt !== reload.waitingSince) {
    setReload({ count: reload.count + 1, waitingSince: null });
  }
  async function onReload() {
    setReload((current) => ({ ...current, waitingSince: query.dataUpdatedAt }));
    await query.refetch();
  }
  return (
    <RecordLoader query={query}>
      {(data) => <Fragment key={`${data.id}:${reload.count}`}>{children(data, onReload)}</Fragment>}
    </RecordLoader>
  );
}
