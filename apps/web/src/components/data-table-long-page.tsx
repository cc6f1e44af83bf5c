import { type ComponentType, lazy, type ReactElement, Suspense } from "react";
import { DataTableRow } from "./data-table-row";
import type { DataTableVirtualRowsProps } from "./data-table-virtual-rows";

// The virtualizer (TanStack Virtual) is in a chunk of its own: a list's first screen, at its
// default page size, draws without it (the first-load budget), and it loads when a long page is
// drawn, or earlier when the pointer or focus reaches the page-size choice.
const loadVirtualRows = () => import("./data-table-virtual-rows");
export const preloadVirtualRows = () => void loadVirtualRows();

// lazy() forgets the component's type parameter; the props are the same for every Row.
const VirtualRows = lazy(async () => ({
  default: (await loadVirtualRows()).DataTableVirtualRows as ComponentType<
    DataTableVirtualRowsProps<unknown>
  >,
})) as unknown as <Row>(props: DataTableVirtualRowsProps<Row>) => ReactElement;

// Rows drawn while the virtualizer loads: more than a screen holds.
const firstScreenRows = 30;

// A page longer than DataTable's virtualizeAbove.
export function DataTableLongPage<Row>(props: DataTableVirtualRowsProps<Row>) {
  return (
    <Suspense fallback={<FirstRows {...props} />}>
      <VirtualRows {...props} />
    </Suspense>
  );
}

function FirstRows<Row>({ items, columns, rowKey, rowStyle }: DataTableVirtualRowsProps<Row>) {
  return items
    .slice(0, firstScreenRows)
    .map((row, index) => (
      <DataTableRow key={rowKey(row)} row={row} columns={columns} rowStyle={rowStyle} index={index} />
    ));
}
