import type { CSSProperties, ReactNode } from "react";

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
  width?: CSSProperties["width"];
  align?: "left" | "center" | "right";
  // Of little use for the list's tasks: dropped in windows narrower than 1200 px (issue 21).
  lowValue?: boolean;
  // Kept in view at the right edge when the table is wider than its box (the row's controls).
  pinned?: boolean;
};
