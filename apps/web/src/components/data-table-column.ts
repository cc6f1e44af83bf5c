import type { ReactNode } from "react";

// One column of a DataTable. A page draws `cell` for every row (up to hundreds), so a cell returns
// text or plain elements (table-cells.tsx, RowAction), not Mantine components; and a list's
// columns are made once (module level, or useMemo on what they show), since rows redraw when the
// columns change.
export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  // The API's sort field; the header becomes a sort button when set.
  sortField?: string;
  // In pixels, padding included. In a table of fixed widths (DataTable's fixedWidths) a column
  // without one shares what the others leave, never less than flexibleColumnMin.
  width?: number;
  align?: "left" | "center" | "right";
  // Of little use for the list's tasks: dropped when the table's box is narrower than 1200 px
  // (issue 21; data-table.module.css), as in a 1440 px window with the side menu open.
  lowValue?: boolean;
  // Kept in view at the right edge when the table is wider than its box (the row's controls).
  pinned?: boolean;
};

// The narrowest a column without a width of its own gets in a table of fixed widths.
export const flexibleColumnMin = 100;

// The least width a table of fixed widths needs, with and without its low-value columns: below it
// the table scrolls sideways under its pinned column.
export function fixedTableMinWidths<Row>(columns: readonly DataTableColumn<Row>[]) {
  const widthOf = (column: DataTableColumn<Row>) => column.width ?? flexibleColumnMin;
  const sum = (list: readonly DataTableColumn<Row>[]) =>
    list.reduce((total, column) => total + widthOf(column), 0);
  return { all: sum(columns), withoutLowValue: sum(columns.filter((column) => !column.lowValue)) };
}
