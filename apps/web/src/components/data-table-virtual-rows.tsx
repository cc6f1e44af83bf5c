import { useWindowVirtualizer } from "@tanstack/react-virtual";
import {
  type CSSProperties,
  type Ref,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import classes from "./data-table.module.css";
import type { DataTableColumn } from "./data-table-column";
import { DataTableRow } from "./data-table-row";

// A row's height before it is measured (two lines of text, as a diamond row on a laptop screen).
const estimatedRowHeight = 60;
// Rows drawn beyond each edge of the window: a quick scroll or Tab meets drawn rows.
const overscan = 12;

export type DataTableVirtualRowsProps<Row> = {
  items: Row[];
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  rowStyle?: (row: Row) => CSSProperties | undefined;
};

// A long page draws only the rows near the window (the page itself scrolls, so the window is the
// scroller). Empty rows above and below keep the table's full height, so the scrollbar and the
// footer stay where they would be; aria-rowindex tells each drawn row's place. The one below is
// left out at the end, so the last row is the body's last (Mantine draws no border under it).
export function DataTableVirtualRows<Row>({
  items,
  columns,
  rowKey,
  rowStyle,
}: DataTableVirtualRowsProps<Row>) {
  const topSpacer = useRef<HTMLTableRowElement>(null);
  // Where the first row starts on the page; read after every draw, as what sits above can change.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = topSpacer.current?.getBoundingClientRect().top;
    if (top === undefined) return;
    const margin = Math.round(top + window.scrollY);
    if (margin !== scrollMargin) setScrollMargin(margin);
  });

  useColumnsLockedWhileScrolling(topSpacer, items);

  const keyOf = useRef(rowKey);
  keyOf.current = rowKey;
  const getItemKey = useCallback(
    (index: number) => {
      const row = items[index];
      return row === undefined ? index : keyOf.current(row);
    },
    [items],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowHeight,
    overscan,
    scrollMargin,
    getItemKey,
    // The window's size from the start, so the first draw already has the rows in view.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  const drawn = virtualizer.getVirtualItems();
  const first = drawn[0];
  const last = drawn.at(-1);
  const above = first ? first.start - scrollMargin : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const span = columns.length;
  return (
    <>
      <Spacer ref={topSpacer} height={above} span={span} />
      {drawn.map((item) => {
        const row = items[item.index];
        if (row === undefined) return null;
        return (
          <DataTableRow
            key={item.key}
            row={row}
            columns={columns}
            rowStyle={rowStyle}
            index={item.index}
            measure={virtualizer.measureElement}
          />
        );
      })}
      {below > 0 && <Spacer height={below} span={span} />}
    </>
  );
}

function Spacer({ ref, height, span }: { ref?: Ref<HTMLTableRowElement>; height: number; span: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row holding a height, nothing to focus; hidden, it is not counted as a row.
    <tr ref={ref} aria-hidden="true" className={classes.spacer}>
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

// A table sizes its columns from the rows it holds: as rows come and go while scrolling, a long
// name coming into view would widen its column and shift every other. So once a page's first rows
// are drawn, the header cells keep the widths they have (table-layout: fixed) until the page or
// the window's size changes.
function useColumnsLockedWhileScrolling(inside: RefObject<HTMLElement | null>, page: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widths are measured from a page's rows; a new page measures again.
  useLayoutEffect(() => {
    const table = inside.current?.closest("table");
    const cells = [...(table?.tHead?.rows[0]?.cells ?? [])];
    // A table of fixed widths (DataTable's fixedWidths) has nothing to lock.
    if (!table || cells.length === 0 || table.hasAttribute("data-fixed-widths")) return;
    const own = cells.map((cell) => cell.style.width);
    const unlock = () => {
      table.style.tableLayout = "";
      cells.forEach((cell, index) => {
        cell.style.width = own[index] ?? "";
      });
    };
    const lock = () => {
      const widths = cells.map((cell) => cell.getBoundingClientRect().width);
      cells.forEach((cell, index) => {
        cell.style.width = `${widths[index]}px`;
      });
      table.style.tableLayout = "fixed";
    };
    const relock = () => {
      unlock();
      lock();
    };
    lock();
    window.addEventListener("resize", relock);
    return () => {
      window.removeEventListener("resize", relock);
      unlock();
    };
  }, [inside, page]);
}
