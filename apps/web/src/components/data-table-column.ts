import type { CSSProperties, ReactNode } from "react";

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  // The API's sort field; the header becomes a sort button when set.
  sortField?: string;
  width?: CSSProperties["width"];
  align?: "left" | "center" | "right";
  // Kept in view at the right edge when the table is wider than its box (the row's controls).
  pinned?: boolean;
};
