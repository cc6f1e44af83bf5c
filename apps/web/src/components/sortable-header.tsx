import type { ListSort } from "@loupe/domain/lists";
import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import tableClasses from "./data-table.module.css";
import type { DataTableColumn } from "./data-table-column";
import classes from "./sortable-header.module.css";

const headerClass = <Row,>(column: DataTableColumn<Row>) =>
  [column.pinned && tableClasses.pinned, column.lowValue && tableClasses.lowValue]
    .filter(Boolean)
    .join(" ") || undefined;

const ariaSort = { asc: "ascending", desc: "descending" } as const;

export function SortableHeader<Row>({
  column,
  sort,
  onSort,
}: {
  column: DataTableColumn<Row>;
  sort: ListSort | null;
  onSort: (field: string) => void;
}) {
  const { sortField } = column;
  if (!sortField) {
    return (
      <Table.Th style={{ width: column.width }} ta={column.align} className={headerClass(column)}>
        {column.header}
      </Table.Th>
    );
  }
  const direction = sort?.field === sortField ? sort.direction : null;
  const Icon = direction === "asc" ? IconChevronUp : direction === "desc" ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      style={{ width: column.width }}
      className={headerClass(column)}
      aria-sort={direction ? ariaSort[direction] : "none"}
    >
      <UnstyledButton className={classes.button} onClick={() => onSort(sortField)}>
        <Group gap={4} wrap="nowrap">
          <span>{column.header}</span>
          <Icon size={14} stroke={1.8} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
