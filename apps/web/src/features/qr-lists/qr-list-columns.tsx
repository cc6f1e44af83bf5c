import { formatDate, formatDateTime } from "@loupe/domain/formatting";
import type { QrListListItem } from "@loupe/domain/videos/qr-list-api";
import { qrListPrintPath } from "@loupe/domain/videos/qr-list-list";
import { Checkbox } from "@mantine/core";
import { IconExternalLink, IconPencil, IconQrcode, IconTrash } from "@tabler/icons-react";
import type { DataTableColumn } from "../../components/data-table-column";
import { RowAction } from "../../components/row-action";
import { rowIcon } from "../../components/row-icon";
import { CellActions, CellLink, Dimmed, Truncated } from "../../components/table-cells";

export const qrListEditorPath = (id: string) => `/digital-cert-qr/${encodeURIComponent(id)}`;

export type QrListRowHandlers = {
  onDelete: (row: QrListListItem) => void;
  // The multi-print mode's picks, when the mode is on.
  printing: { ids: readonly string[]; onToggle: (row: QrListListItem) => void } | null;
};

const icons = {
  print: rowIcon(IconQrcode),
  view: rowIcon(IconExternalLink),
  edit: rowIcon(IconPencil),
  remove: rowIcon(IconTrash),
};

const label = (row: QrListListItem) => row.title || "Untitled list";

function actions(row: QrListListItem, handlers: QrListRowHandlers) {
  return (
    <>
      <RowAction
        label={`Print QR ${label(row)}`}
        hint="Print QR"
        icon={icons.print}
        onClick={() => window.open(qrListPrintPath([row.id]), "_blank", "noopener")}
      />
      <RowAction
        label={`Public list page ${label(row)}`}
        hint="Public list page"
        icon={icons.view}
        onClick={() => window.open(row.publicUrl, "_blank", "noopener")}
      />
      <RowAction
        label={`Details ${label(row)}`}
        hint="Details"
        icon={icons.edit}
        to={qrListEditorPath(row.id)}
      />
      <RowAction
        label={`Delete ${label(row)}`}
        hint="Delete"
        color="red"
        icon={icons.remove}
        onClick={() => handlers.onDelete(row)}
      />
    </>
  );
}

// The table's columns (spec 002 §2 'QR lists table'): a pick box in multi-print mode, Created On,
// Title, Client, the number of videos, whether its QR code was printed, and the row's actions.
export function qrListColumns(handlers: QrListRowHandlers): DataTableColumn<QrListListItem>[] {
  const { printing } = handlers;
  const pick: DataTableColumn<QrListListItem>[] = printing
    ? [
        {
          key: "pick",
          header: "Print",
          width: 64,
          align: "center",
          cell: (row) => (
            <Checkbox
              aria-label={`Select ${label(row)} for printing`}
              checked={printing.ids.includes(row.id)}
              onChange={() => printing.onToggle(row)}
            />
          ),
        },
      ]
    : [];
  return [
    ...pick,
    {
      key: "created",
      header: "Created On",
      sortField: "created",
      width: 120,
      cell: (row) => <span title={formatDateTime(row.created)}>{formatDate(row.created)}</span>,
    },
    {
      key: "title",
      header: "Title",
      sortField: "title",
      cell: (row) => (
        <CellLink to={qrListEditorPath(row.id)} strong>
          <Truncated text={label(row)} />
        </CellLink>
      ),
    },
    {
      key: "client",
      header: "Client",
      cell: (row) => (row.client ? <Truncated text={row.client.name} /> : <Dimmed>NONE</Dimmed>),
    },
    { key: "videos", header: "Videos", width: 90, align: "center", cell: (row) => row.videoCount },
    {
      key: "printed",
      header: "QR Printed",
      width: 110,
      align: "center",
      cell: (row) => (row.qrCodeGenerated ? "Yes" : <Dimmed>No</Dimmed>),
    },
    {
      key: "actions",
      header: "Actions",
      align: "center",
      width: 160,
      pinned: true,
      cell: (row) => <CellActions>{actions(row, handlers)}</CellActions>,
    },
  ];
}
