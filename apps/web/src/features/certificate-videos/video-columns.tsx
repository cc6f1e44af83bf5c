import { formatDate, formatDateTime } from "@loupe/domain/formatting";
import type { CertificateVideoListItem } from "@loupe/domain/videos/video-api";
import { IconExternalLink, IconPencil, IconTrash, IconVideo } from "@tabler/icons-react";
import type { DataTableColumn } from "../../components/data-table-column";
import { RowAction } from "../../components/row-action";
import { rowIcon } from "../../components/row-icon";
import { CellActions, CellLink, Dimmed, Truncated } from "../../components/table-cells";
import classes from "./video-cells.module.css";

export type VideoRowHandlers = { onDelete: (row: CertificateVideoListItem) => void };

export const videoEditorPath = (id: string) => `/digital-certificates/${encodeURIComponent(id)}`;

const icons = {
  view: rowIcon(IconExternalLink),
  edit: rowIcon(IconPencil),
  remove: rowIcon(IconTrash),
};

// A video the browser could not decode (HEVC) has no thumbnail: a clean placeholder, never a
// broken image.
function thumbnailCell(row: CertificateVideoListItem) {
  if (row.thumbnailUrl)
    return (
      <img className={classes.thumbnail} src={row.thumbnailUrl} alt="" loading="lazy" decoding="async" />
    );
  return (
    <span className={classes.placeholder} title="No thumbnail">
      <IconVideo size={18} stroke={1.5} aria-hidden="true" />
    </span>
  );
}

const dateCell = (value: string) => <span title={formatDateTime(value)}>{formatDate(value)}</span>;

function actions(row: CertificateVideoListItem, handlers: VideoRowHandlers) {
  const publicPath = row.publicPath;
  return (
    <>
      <RowAction
        label={`View public certificate ${row.name}`}
        hint="View public certificate"
        icon={icons.view}
        disabledReason={publicPath ? null : "No public certificate page shows this video yet"}
        onClick={() => publicPath && window.open(publicPath, "_blank", "noopener")}
      />
      <RowAction label={`Edit ${row.name}`} hint="Edit" icon={icons.edit} to={videoEditorPath(row.id)} />
      <RowAction
        label={`Delete ${row.name}`}
        hint="Delete"
        color="red"
        icon={icons.remove}
        onClick={() => handlers.onDelete(row)}
      />
    </>
  );
}

// The table's columns (spec 002 §2): sortable Created On, Updated On, Name and Client, a thumbnail
// per row, and its actions.
export function videoColumns(handlers: VideoRowHandlers): DataTableColumn<CertificateVideoListItem>[] {
  return [
    { key: "thumbnail", header: "Thumbnail", width: 96, cell: thumbnailCell },
    {
      key: "created",
      header: "Created On",
      sortField: "created",
      width: 120,
      cell: (row) => dateCell(row.created),
    },
    {
      key: "updated",
      header: "Updated On",
      sortField: "updated",
      width: 120,
      cell: (row) => dateCell(row.updated),
    },
    {
      key: "name",
      header: "Name",
      sortField: "name",
      cell: (row) => (
        <CellLink to={videoEditorPath(row.id)} strong>
          <Truncated text={row.name} />
        </CellLink>
      ),
    },
    {
      key: "client",
      header: "Client",
      sortField: "client",
      cell: (row) => (row.client ? <Truncated text={row.client.name} /> : <Dimmed>NONE</Dimmed>),
    },
    {
      key: "actions",
      header: "Actions",
      align: "center",
      width: 120,
      pinned: true,
      cell: (row) => <CellActions>{actions(row, handlers)}</CellActions>,
    },
  ];
}
