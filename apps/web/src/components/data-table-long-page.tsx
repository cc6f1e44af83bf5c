import { useEffect } from "react";
import { DataTableRow } from "./data-table-row";
import type { DataTableVirtualRowsProps } from "./data-table-virtual-rows";
import { deferredModule } from "./deferred-module";

// The virtualizer (TanStack Virtual) is in a chunk of its own: a list's first screen, at its
// default page size, draws without it (the first-load budget). DataTable starts loading it as soon
// as the URL asks for a long page (before the rows arrive), and the page-size choice does when
// the pointer or focus reaches it; if the rows still come first, their first screen is drawn
// plainly until it is in.
const useVirtualRowsModule = deferredModule(() => import("./data-table-virtual-rows"));
export const preloadVirtualRows = useVirtualRowsModule.preload;

// Rows drawn while the virtualizer loads: more than a screen holds.
const firstScreenRows = 30;

// A page longer than DataTable's virtualizeAbove.
export function DataTableLongPage<Row>(props: DataTableVirtualRowsProps<Row>) {
  const { module, load } = useVirtualRowsModule();
  useEffect(load, [load]);
  if (module) return <module.DataTableVirtualRows {...props} />;
  return props.items
    .slice(0, firstScreenRows)
    .map((row, index) => (
      <DataTableRow
        key={props.rowKey(row)}
        row={row}
        columns={props.columns}
        rowStyle={props.rowStyle}
        index={index}
      />
    ));
}
