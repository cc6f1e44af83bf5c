import { pageSizes } from "@loupe/domain/constants";
import { formatDate, formatUsd } from "@loupe/domain/formatting";
import { fuzzyMatches } from "@loupe/domain/similarity";
import type { SkuRow } from "@loupe/domain/skus";
import { Anchor, Group, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { localPage, matchesSearch } from "../lib/local-page";
import { DataTable } from "./data-table";
import type { DataTableColumn } from "./data-table-column";
import { SearchInput } from "./search-input";
import { coloredRowStyle } from "./table-cells";
import { useListParams } from "./use-list-params";

const listOptions = { pageSizes: pageSizes.skuLists };

const incompleteRow = coloredRowStyle("var(--mantine-color-red-light)");

function skuColumns(
  serialHeader: string,
  priceHeader: string,
  showCreated: boolean,
): DataTableColumn<SkuRow>[] {
  const columns: DataTableColumn<SkuRow>[] = [
    {
      key: "serial",
      header: serialHeader,
      cell: (row) => (
        <Text fw={500} size="sm">
          {row.serial}
        </Text>
      ),
    },
    {
      key: "price",
      header: priceHeader,
      align: "right",
      cell: (row) => (row.price === null ? "—" : formatUsd(row.price)),
    },
    { key: "type", header: "Type", cell: (row) => row.type },
  ];
  if (showCreated) {
    columns.push({
      key: "created",
      header: "Created",
      cell: (row) => (row.created ? formatDate(row.created) : ""),
    });
  }
  columns.push(
    {
      key: "url",
      header: "URL",
      cell: (row) => (
        <Anchor
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`Open ${row.serial} (new tab)`}
        >
          <Group gap={4} component="span" wrap="nowrap">
            Open
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      ),
    },
    {
      key: "edit",
      header: "Edit",
      cell: (row) => (
        <Anchor component={Link} to={row.editPath} size="sm" aria-label={`Edit ${row.serial}`}>
          Edit
        </Anchor>
      ),
    },
  );
  return columns;
}

// The certificates of one administrator or company (spec 002), sent whole by the server and paged
// here 5/10/25/50 at a time with a search box.
export function SkuTable({
  label,
  rows,
  loading,
  error,
  onRetry,
  serialHeader = "Serial",
  // The administrator list says 'Price (USD)', the company report 'Price' (spec 002).
  priceHeader = "Price (USD)",
  showCreated = false,
  emptyText,
  noMatchText = "No entries match this search",
}: {
  label: string;
  rows: SkuRow[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  serialHeader?: string;
  priceHeader?: string;
  showCreated?: boolean;
  emptyText: string;
  noMatchText?: string;
}) {
  const params = useListParams(listOptions);
  const columns = useMemo(
    () => skuColumns(serialHeader, priceHeader, showCreated),
    [serialHeader, priceHeader, showCreated],
  );

  const page = useMemo(() => {
    if (!rows) return undefined;
    // Certificate numbers and SKUs forgive a typo (the spec's 0.3 similarity); the other
    // columns match what they contain.
    const found = rows.filter(
      (row) =>
        fuzzyMatches(params.search, row.certificateNumber) ||
        fuzzyMatches(params.search, row.clientSku) ||
        matchesSearch(params.search, [row.type, row.price, row.created ? formatDate(row.created) : null]),
    );
    return localPage(found, params.cursor, params.limit);
  }, [rows, params.search, params.cursor, params.limit]);

  return (
    <DataTable
      label={label}
      columns={columns}
      page={page}
      params={params}
      rowKey={(row) => row.id}
      // Imported with information still missing: red until someone completes it (spec 000 §8).
      rowStyle={(row) => (row.incomplete ? incompleteRow : undefined)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={params.search ? noMatchText : emptyText}
      toolbar={
        <SearchInput value={params.search} onSearch={params.setSearch} placeholder="Search serial or type" />
      }
    />
  );
}
