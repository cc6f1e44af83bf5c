import type { Page } from "@loupe/domain/paging";
import { Center, Group, Loader, Paper, Table, Text } from "@mantine/core";
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect } from "react";
import type { DataTableColumn } from "./data-table-column";
import { DataTableFooter } from "./data-table-footer";
import { SortableHeader } from "./sortable-header";
import type { ListParams } from "./use-list-params";

// Loaded when a list fails to load: a list draws without it.
const DataTableError = lazy(async () => ({ default: (await import("./data-table-error")).DataTableError }));

export type DataTableProps<Row> = {
  label: string;
  columns: DataTableColumn<Row>[];
  page: Page<Row> | undefined;
  params: ListParams;
  rowKey: (row: Row) => string;
  loading?: boolean;
  error?: string | null;
  emptyText?: string;
  toolbar?: ReactNode;
  rowStyle?: (row: Row) => CSSProperties | undefined;
};

// A server-paged table: sortable headers, per-page choice, 'Showing X to Y of Z entries' and
// Previous/Next. Its state is the URL's (useListParams).
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, page, params, loading = false, error = null } = props;
  const span = columns.length;

  // A page emptied by deletes (or a stale shared link) falls back to the first page.
  const emptiedPage =
    page !== undefined && page.items.length === 0 && page.total > 0 && params.cursor !== null;
  useEffect(() => {
    if (emptiedPage && !loading) params.goTo(null, "next");
  }, [emptiedPage, loading, params.goTo]);

  let body: ReactNode;
  if (error) {
    body = (
      <StateRow span={span}>
        <Suspense fallback={null}>
          <DataTableError
            error={error}
            onFirstPage={params.cursor ? () => params.goTo(null, "next") : null}
          />
        </Suspense>
      </StateRow>
    );
  } else if (!page) {
    body = (
      <StateRow span={span}>
        <Center py="md">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      </StateRow>
    );
  } else if (page.items.length === 0) {
    body = (
      <StateRow span={span}>
        <Text c="dimmed" py="md">
          {props.emptyText ?? "No entries found"}
        </Text>
      </StateRow>
    );
  } else {
    body = page.items.map((row) => (
      <Table.Tr key={props.rowKey(row)} style={props.rowStyle?.(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.cell(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Paper withBorder radius="md">
      {props.toolbar && (
        <Group p="md" pb="sm" justify="space-between" wrap="wrap">
          {props.toolbar}
        </Group>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={props.label} aria-busy={loading} highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortableHeader key={column.key} column={column} params={params} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: loading && page ? 0.6 : 1 }}>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DataTableFooter page={page} params={params} disabled={loading} />
    </Paper>
  );
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} ta="center">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
