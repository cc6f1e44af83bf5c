import { Checkbox, Table } from "@mantine/core";
import type { ReactNode } from "react";

export type SelectableColumn<Row> = { key: string; header: string; cell: (row: Row) => ReactNode };

// A table whose rows are chosen with checkboxes, plus one in the header for all of them (spec 001
// §2.2 Print Multiple, §2.6 shipping: 'Select The Certs Being Shipped Today').
export function SelectableTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowLabel,
  selected,
  onChange,
}: {
  label: string;
  rows: readonly Row[];
  columns: readonly SelectableColumn<Row>[];
  rowKey: (row: Row) => string;
  // Names the row's checkbox ('Select LG1').
  rowLabel: (row: Row) => string;
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}) {
  const chosen = rows.filter((row) => selected.has(rowKey(row))).length;
  const all = rows.length > 0 && chosen === rows.length;

  function toggle(key: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  }

  return (
    <Table.ScrollContainer minWidth={480} mah={360}>
      <Table aria-label={label} highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all"
                checked={all}
                indeterminate={chosen > 0 && !all}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? new Set(rows.map(rowKey)) : new Set())
                }
              />
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            const isSelected = selected.has(key);
            return (
              <Table.Tr key={key} bg={isSelected ? "var(--mantine-primary-color-light)" : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${rowLabel(row)}`}
                    checked={isSelected}
                    onChange={(event) => toggle(key, event.currentTarget.checked)}
                  />
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
