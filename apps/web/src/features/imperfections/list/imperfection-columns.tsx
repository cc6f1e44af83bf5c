import { formatDate, formatDateTime } from "@loupe/domain/formatting";
import type { ImperfectionListItem } from "@loupe/domain/imperfections/imperfection-api";
import {
  canConnectImperfection,
  canEditImperfection,
  connectionLabels,
  imperfectionStatus,
  missingLabel,
} from "@loupe/domain/imperfections/imperfection-status";
import { messages } from "@loupe/domain/messages";
import {
  IconInfoCircle,
  IconLink,
  IconPencil,
  IconPhoto,
  IconTrash,
  IconUnlink,
  IconUpload,
} from "@tabler/icons-react";
import type { DataTableColumn } from "../../../components/data-table-column";
import { RowAction } from "../../../components/row-action";
import { rowIcon } from "../../../components/row-icon";
import { RowMoreActions } from "../../../components/row-more-actions";
import { CellActions, CellLink, Truncated } from "../../../components/table-cells";
import { imperfectionRoutes } from "../screen-paths";
import { SymbolGlyphs } from "../symbol-glyphs";
import classes from "./imperfection-cells.module.css";

export type ImperfectionRowHandlers = {
  onUploadProportions: (row: ImperfectionListItem) => void;
  uploadingId: string | null;
  onConnect: (row: ImperfectionListItem) => void;
  onDisconnect: (row: ImperfectionListItem) => void;
  disconnectingId: string | null;
  onDetails: (row: ImperfectionListItem) => void;
  onViewImage: (row: ImperfectionListItem) => void;
  onDelete: (row: ImperfectionListItem) => void;
};

const icons = {
  edit: rowIcon(IconPencil),
  upload: rowIcon(IconUpload),
  connect: rowIcon(IconLink),
  disconnect: rowIcon(IconUnlink),
  details: rowIcon(IconInfoCircle),
  image: rowIcon(IconPhoto),
  remove: rowIcon(IconTrash),
};

const state = (row: ImperfectionListItem) => ({
  printed: row.printed,
  hasProportions: row.proportionsUrl !== null,
  connected: row.diamond !== null,
});

// A printed map keeps its proportions and its diamond: the pamphlet shows them.
const lockedReason = (row: ImperfectionListItem) =>
  canEditImperfection(row) ? null : messages.imperfectionPrinted;

function proportionsCell(row: ImperfectionListItem, handlers: ImperfectionRowHandlers) {
  const busy = handlers.uploadingId === row.id;
  if (row.proportionsUrl === null) {
    return (
      <button
        type="button"
        className={`${classes.textButton} mantine-focus-auto`}
        aria-label={`Upload proportions ${row.name}`}
        disabled={busy}
        onClick={() => handlers.onUploadProportions(row)}
      >
        {busy ? "Uploading…" : "Upload"}
      </button>
    );
  }
  return (
    <div className={classes.inline}>
      <a href={row.proportionsUrl} target="_blank" rel="noreferrer" aria-label={`Proportions of ${row.name}`}>
        <img className={classes.thumbnail} src={row.proportionsUrl} alt="" loading="lazy" decoding="async" />
      </a>
      <RowAction
        label={`Replace proportions ${row.name}`}
        hint="Replace proportions"
        icon={icons.upload}
        loading={busy}
        disabledReason={lockedReason(row)}
        onClick={() => handlers.onUploadProportions(row)}
      />
    </div>
  );
}

function connectCell(row: ImperfectionListItem, handlers: ImperfectionRowHandlers) {
  if (row.diamond === null) {
    const reason = canConnectImperfection(state(row))
      ? lockedReason(row)
      : messages.imperfectionNeedsProportions;
    const reasonId = `connect-reason-${row.id}`;
    return (
      <button
        type="button"
        className={`${classes.textButton} mantine-focus-auto`}
        aria-label={`${connectionLabels.connect} ${row.name}`}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        title={reason ?? undefined}
        onClick={reason ? undefined : () => handlers.onConnect(row)}
      >
        {connectionLabels.connect}
        {reason && (
          <span id={reasonId} hidden>
            {reason}
          </span>
        )}
      </button>
    );
  }
  return (
    <div className={classes.inline}>
      <span className={classes.certificate} title={`Connected to ${row.diamond.certificateNumber}`}>
        {row.diamond.certificateNumber}
      </span>
      <RowAction
        label={`${connectionLabels.edit} ${row.name}`}
        hint={connectionLabels.edit}
        icon={icons.connect}
        disabledReason={lockedReason(row)}
        onClick={() => handlers.onConnect(row)}
      />
      <RowAction
        label={`${connectionLabels.disconnect} ${row.name}`}
        hint={connectionLabels.disconnect}
        icon={icons.disconnect}
        color="red"
        loading={handlers.disconnectingId === row.id}
        disabledReason={lockedReason(row)}
        onClick={() => handlers.onDisconnect(row)}
      />
    </div>
  );
}

function certificationCell(row: ImperfectionListItem) {
  const missing = missingLabel(state(row));
  if (missing)
    return (
      <span className={classes.missing} title={missing}>
        {missing}
      </span>
    );
  return (
    <CellLink to={imperfectionRoutes.pamphlet(row.id)} label={`Pamphlet ${row.name}`}>
      Pamphlet
    </CellLink>
  );
}

function controls(row: ImperfectionListItem, handlers: ImperfectionRowHandlers) {
  return (
    <>
      <RowAction
        label={`Edit ${row.name}`}
        hint="Edit"
        icon={icons.edit}
        to={imperfectionRoutes.editor(row.id)}
      />
      <RowMoreActions
        label={`More actions ${row.name}`}
        actions={[
          {
            label: `View details ${row.name}`,
            hint: "View details",
            icon: icons.details,
            onClick: () => handlers.onDetails(row),
          },
          {
            label: `View image ${row.name}`,
            hint: "View image",
            icon: icons.image,
            disabledReason: row.imageUrl ? null : "No image yet: save the map in the editor",
            onClick: () => handlers.onViewImage(row),
          },
          {
            label: `Delete ${row.name}`,
            hint: "Delete",
            color: "red",
            icon: icons.remove,
            onClick: () => handlers.onDelete(row),
          },
        ]}
      />
    </>
  );
}

// The list's columns (spec 002 §2 'Imperfections list'), newest first by Created On.
export function imperfectionColumns(
  handlers: ImperfectionRowHandlers,
): DataTableColumn<ImperfectionListItem>[] {
  return [
    {
      // The day alone keeps the row's nine columns within a 1440 px window; the time on hover.
      key: "created",
      header: "Created On",
      sortField: "created",
      width: 108,
      cell: (row) => <span title={formatDateTime(row.created)}>{formatDate(row.created)}</span>,
    },
    {
      key: "status",
      header: "Status",
      width: 84,
      cell: (row) => {
        const status = imperfectionStatus(row);
        return (
          <span className={classes.status} data-status={status}>
            {status}
          </span>
        );
      },
    },
    {
      key: "name",
      header: "Name",
      cell: (row) => (
        <CellLink to={imperfectionRoutes.editor(row.id)} strong>
          <Truncated text={row.name} />
        </CellLink>
      ),
    },
    { key: "shape", header: "Shape", width: 88, cell: (row) => row.shape },
    {
      key: "imperfections",
      header: "Imperfection icons",
      width: 152,
      cell: (row) => <SymbolGlyphs types={row.imperfections} />,
    },
    { key: "proportions", header: "Proportions", width: 100, cell: (row) => proportionsCell(row, handlers) },
    { key: "connect", header: "Connect", width: 168, cell: (row) => connectCell(row, handlers) },
    { key: "certification", header: "Certification", width: 136, cell: certificationCell },
    {
      key: "controls",
      header: "Controls",
      align: "center",
      width: 90,
      pinned: true,
      cell: (row) => <CellActions>{controls(row, handlers)}</CellActions>,
    },
  ];
}
