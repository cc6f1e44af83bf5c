import { Badge, Group, Pagination, SegmentedControl, Table, Text } from "@mantine/core";
import { type CSSProperties, type ReactNode, useState } from "react";

const pageSize = 100;

// What becomes of an imported row (the domain's import row statuses, whatever the certificate).
export type ImportRowStatus = "ready" | "incomplete" | "rejected";
export type ImportCounts = Record<ImportRowStatus, number>;
export type ImportPreviewRow = { row: number; status: ImportRowStatus; reasons: readonly string[] };

// A column of the preview between Row and Status: what identifies the record in the file.
export type ImportPreviewColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

const statusBadge: Record<ImportRowStatus, { label: string; color: string }> = {
  ready: { label: "Ready", color: "green" },
  incomplete: { label: "Needs information", color: "red" },
  rejected: { label: "Rejected", color: "gray" },
};

// Incomplete rows are red here as they will be in the list (spec 000 §8); rejected rows are muted.
const rowStyle: Record<ImportRowStatus, CSSProperties | undefined> = {
  ready: undefined,
  incomplete: { backgroundColor: "var(--mantine-color-red-0)", color: "var(--mantine-color-red-9)" },
  rejected: { color: "var(--mantine-color-dimmed)" },
};

type Shown = "all" | ImportRowStatus;

// Every row of the file, a hundred at a time, with a filter by status.
export function ImportPreviewTable<Row extends ImportPreviewRow>({
  rows,
  counts,
  columns,
}: {
  rows: Row[];
  counts: ImportCounts;
  columns: readonly ImportPreviewColumn<Row>[];
}) {
  const [shown, setShown] = useState<Shown>("all");
  const [page, setPage] = useState(1);
  const visible = shown === "all" ? rows : rows.filter((row) => row.status === shown);
  const pages = Math.max(1, Math.ceil(visible.length / pageSize));
  const current = Math.min(page, pages);
  const show = (value: string) => {
    setShown(value as Shown);
    setPage(1);
  };
  return (
    <>
      <SegmentedControl
        aria-label="Show rows"
        value={shown}
        onChange={show}
        data={[
          { value: "all", label: `All (${rows.length})` },
          { value: "ready", label: `Ready (${counts.ready})` },
          { value: "incomplete", label: `Needs information (${counts.incomplete})` },
          { value: "rejected", label: `Rejected (${counts.rejected})` },
        ]}
      />
      <Table.ScrollContainer minWidth={720} mt="sm">
        <Table aria-label="Rows to import" striped={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.slice((current - 1) * pageSize, current * pageSize).map((row) => (
              <Table.Tr key={row.row} style={rowStyle[row.status]} data-status={row.status}>
                <Table.Td>{row.row}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
                <Table.Td>
                  {/* Dark text keeps the light badges above 4.5:1; the tint carries the status colour. */}
                  <Badge color={statusBadge[row.status].color} c="dark.7" variant="light">
                    {statusBadge[row.status].label}
                  </Badge>
                  {row.reasons.map((reason) => (
                    <Text key={reason} size="xs" c="inherit">
                      {reason}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Preview pages" />
        </Group>
      )}
    </>
  );
}
