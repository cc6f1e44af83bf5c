import { Table } from "@mantine/core";
import { type CSSProperties, memo, type ReactElement } from "react";
import classes from "./data-table.module.css";
import type { DataTableColumn } from "./data-table-column";

export type DataTableRowProps<Row> = {
  row: Row;
  columns: DataTableColumn<Row>[];
  rowStyle?: (row: Row) => CSSProperties | undefined;
  // A virtualized page: the row's place in the page (0 = first; its aria-rowindex counts the
  // header row as 1) and the virtualizer's measuring ref, which reads data-index.
  index?: number;
  measure?: (element: HTMLTableRowElement | null) => void;
};

const alignClass = { left: undefined, center: classes.alignCenter, right: classes.alignRight };

// Mantine's own classes and row attributes on plain <tr>/<td>: the table looks the same, without
// a Mantine component (context, props and styles resolved) for each of hundreds of cells.
const cellClass = <Row,>(column: DataTableColumn<Row>) =>
  [
    Table.classes.td,
    column.align && alignClass[column.align],
    column.pinned && classes.pinned,
    column.lowValue && classes.lowValue,
  ]
    .filter(Boolean)
    .join(" ");

function DataTableRowBase<Row>({ row, columns, rowStyle, index, measure }: DataTableRowProps<Row>) {
  return (
    <tr
      ref={measure}
      className={Table.classes.tr}
      data-with-row-border
      data-hover
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
      style={rowStyle?.(row)}
    >
      {columns.map((column) => (
        <td key={column.key} className={cellClass(column)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

// Drawn again only when its row, the columns or the row style change: a refetch that keeps the
// rows (TanStack Query shares unchanged ones), a loading flag or a URL change redraws none.
export const DataTableRow = memo(DataTableRowBase) as <Row>(props: DataTableRowProps<Row>) => ReactElement;
