import type { ListSort } from "@loupe/domain/lists";
import type { Page } from "@loupe/domain/paging";

import { Button, Group, Paper, Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  type CSSProperties,
  lazy,
  memo,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
} from "react";
import classes from "./data-table.module.css";
import { type DataTableColumn, fixedTableMinWidths } from "./data-table-column";
import { DataTableFooter } from "./data-table-footer";
import { DataTableLongPage, preloadVirtualRows } from "./data-table-long-page";
import { DataTableRow } from "./data-table-row";
import { useRouteLinkClicks } from "./route-link-clicks";
import { useRowDensity } from "./row-density";
import { SortableHeader } from "./sortable-header";
import type { ListParams } from "./use-list-params";
import { useScrollCue } from "./use-scroll-cue";
import { useStickyHead } from "./use-sticky-head";

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
  // Asks for the page again after a failure (the query's refetch).
  onRetry?: () => void;
  emptyText?: string;
  // A filtered list: its empty result offers 'Clear all filters', which calls this.
  onClearFilters?: () => void;
  toolbar?: ReactNode;
  // Keep it stable (a module-level function): rows are redrawn when it changes.
  rowStyle?: (row: Row) => CSSProperties | undefined;
  // Columns at their declared widths (table-layout: fixed; DataTableColumn.width), the others
  // sharing the rest: nothing moves as rows come and go, a long name is cut to its column.
  fixedWidths?: boolean;
  // What the page's row colours mean, shown above the rows when it says something (null: nothing).
  legend?: (items: readonly Row[]) => ReactNode;
};

// Pages longer than this draw only the rows near the window (decision 0008): 500 rows of
// cells take seconds to draw on a slow machine, the rows in view a fraction of that.
export const virtualizeAbove = 100;

// A server-paged table: sortable headers, per-page choice, 'Showing X to Y of Z entries' and
// Previous/Next. Its state is the URL's (useListParams). Columns should be stable (defined once,
// or memoised on what they show) and their cells cheap (table-cells.tsx): see DataTableColumn.
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, page, params, loading = false, error = null } = props;
  const span = columns.length;
  const virtualized = page !== undefined && !error && page.items.length > virtualizeAbove;
  const onLinkClick = useRouteLinkClicks();
  const legend = page && !error ? props.legend?.(page.items) : null;
  const [density, setDensity] = useRowDensity();
  const table = useRef<HTMLTableElement>(null);
  useStickyHead(table);
  const box = useRef<HTMLDivElement>(null);
  useScrollCue(box);

  // A page emptied by deletes (or a stale shared link) falls back to the first page.
  const emptiedPage =
    page !== undefined && page.items.length === 0 && page.total > 0 && params.cursor !== null;
  useEffect(() => {
    if (emptiedPage && !loading) params.goTo(null, "next");
  }, [emptiedPage, loading, params.goTo]);

  // A long page asked for: its virtualizer loads while the rows are on their way. Loaded only once
  // rows arrive, it would swap the plain first rows for virtual ones under the user's keyboard
  // (the dashboard queue's client field lost its focus: e2e dashboard-keyboard at 1440).
  const longPageAsked = params.limit > virtualizeAbove;
  useEffect(() => {
    if (longPageAsked) preloadVirtualRows();
  }, [longPageAsked]);

  let body: ReactNode;
  if (error) {
    body = (
      <StateRow span={span}>
        <Suspense fallback={null}>
          <DataTableError
            what={props.label}
            error={error}
            retrying={loading}
            onRetry={props.onRetry ?? null}
            onFirstPage={params.cursor ? () => params.goTo(null, "next") : null}
          />
        </Suspense>
      </StateRow>
    );
  } else if (!page) {
    body = <SkeletonRows columns={columns} rows={Math.min(params.limit, skeletonRowsMax)} />;
  } else if (page.items.length === 0) {
    body = (
      <StateRow span={span}>
        <Text c="dimmed" py="md">
          {props.emptyText ?? "No entries found"}
        </Text>
        {props.onClearFilters && (
          <Button variant="default" size="xs" mb="md" onClick={props.onClearFilters}>
            Clear all filters
          </Button>
        )}
      </StateRow>
    );
  } else if (virtualized) {
    body = (
      <DataTableLongPage
        items={page.items}
        columns={columns}
        rowKey={props.rowKey}
        rowStyle={props.rowStyle}
      />
    );
  } else {
    body = page.items.map((row) => (
      <DataTableRow key={props.rowKey(row)} row={row} columns={columns} rowStyle={props.rowStyle} />
    ));
  }

  return (
    <Paper withBorder radius="md">
      {props.toolbar && (
        <Group p="md" pb="sm" justify="space-between" wrap="wrap">
          {props.toolbar}
        </Group>
      )}
      {legend && (
        <Group px="md" pb="sm" pt={props.toolbar ? 0 : "md"}>
          {legend}
        </Group>
      )}
      <Table.ScrollContainer ref={box} type="native" minWidth={640} className={classes.box}>
        <Table
          ref={table}
          className={classes.table}
          data-fixed-widths={props.fixedWidths || undefined}
          style={props.fixedWidths ? fixedWidthsStyle(columns) : undefined}
          aria-label={props.label}
          aria-busy={loading}
          aria-rowcount={virtualized ? page.items.length + 1 : undefined}
          highlightOnHover
          verticalSpacing={density === "compact" ? 4 : "sm"}
          data-density={density}
          onClick={onLinkClick}
        >
          <DataTableHead columns={columns} sort={params.sort} onSort={params.toggleSort} />
          <Table.Tbody style={{ opacity: loading && page ? 0.6 : 1 }}>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!page && !error && (
        <VisuallyHidden role="status">Loading the {props.label.toLowerCase()}…</VisuallyHidden>
      )}
      <DataTableFooter
        page={page}
        params={params}
        disabled={loading}
        density={density}
        onDensity={setDensity}
        onLimitIntent={
          params.limitOptions.some((limit) => limit > virtualizeAbove) ? preloadVirtualRows : undefined
        }
      />
    </Paper>
  );
}

// The least widths the table needs, with and without its low-value columns (data-table.module.css
// picks one by the box's width).
function fixedWidthsStyle<Row>(columns: DataTableColumn<Row>[]): CSSProperties {
  const { all, withoutLowValue } = fixedTableMinWidths(columns);
  return { "--table-min-all": `${all}px`, "--table-min-narrow": `${withoutLowValue}px` } as CSSProperties;
}

type HeadProps<Row> = {
  columns: DataTableColumn<Row>[];
  sort: ListSort | null;
  onSort: (field: string) => void;
};

// The header row, drawn again only when the columns or the sort change: not when the rows arrive.
const DataTableHead = memo(
  function DataTableHead<Row>({ columns, sort, onSort }: HeadProps<Row>) {
    return (
      <Table.Thead className={classes.head}>
        <Table.Tr>
          {columns.map((column) => (
            <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
        </Table.Tr>
      </Table.Thead>
    );
  },
  (before, after) =>
    before.columns === after.columns &&
    before.onSort === after.onSort &&
    before.sort?.field === after.sort?.field &&
    before.sort?.direction === after.sort?.direction,
) as <Row>(props: HeadProps<Row>) => ReactElement;

// Enough placeholder rows to fill the first screen; the page's size keeps the footer in place.
const skeletonRowsMax = 10;

// Plain cells with Mantine's Table and Skeleton classes: a page's first draw mounts no Mantine
// component for each of its placeholder cells (they are thrown away when the rows arrive).
const skeletonCellClass = Table.classes.td;
const skeletonClass = Skeleton.classes.root;

// Placeholder rows have nothing else to be told apart by than their place.
const skeletonKeys = Array.from({ length: skeletonRowsMax }, (_, index) => `skeleton-${index}`);

function SkeletonRows<Row>({ columns, rows }: { columns: DataTableColumn<Row>[]; rows: number }) {
  return skeletonKeys.slice(0, rows).map((key, index) => (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing focusable.
    <tr
      key={key}
      className={Table.classes.tr}
      data-with-row-border
      data-hover
      data-skeleton
      aria-hidden="true"
    >
      {columns.map((column) => (
        <td key={column.key} className={skeletonCellClass}>
          <div
            className={skeletonClass}
            data-visible
            data-animate
            style={skeletonStyle(`${60 + ((index * 7 + column.key.length * 13) % 35)}%`)}
          />
        </td>
      ))}
    </tr>
  ));
}

const skeletonStyle = (width: string) =>
  ({
    "--skeleton-height": "calc(0.75rem * var(--mantine-scale))",
    "--skeleton-width": width,
    "--skeleton-radius": "var(--mantine-radius-sm)",
  }) as CSSProperties;

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} ta="center">
        {children}
      </Table.Td>
    </Table.Tr>
  );
}
