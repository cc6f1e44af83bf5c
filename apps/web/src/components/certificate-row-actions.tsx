import { certificateLabel, noPublicPageReason } from "@loupe/domain/certificates/certificate-type";
import { IconDeviceMobile, IconPencil, IconPrinter, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { RowAction } from "./row-action";
import { rowIcon } from "./row-icon";

// The row controls every certificate list has (spec 000 §2, 001 §2.2), in one order on every list
// (issue #21: one kit): view the digital certificate on a phone, the list's own, edit, print the
// card, delete.

export type CertificateRow = {
  id: string;
  certificateNumber: string;
  clientSku: string;
  publicPath: string | null;
};

export type CertificateRowHandlers<Row> = {
  onPreview: (row: Row) => void;
  onPrint: (row: Row) => void;
  onDelete: (row: Row) => void;
  printingId: string | null;
  // A pointer or focus on a row's controls: the dialogs they open can start loading.
  onIntent?: () => void;
};

const icons = {
  preview: rowIcon(IconDeviceMobile),
  edit: rowIcon(IconPencil),
  print: rowIcon(IconPrinter),
  remove: rowIcon(IconTrash),
};

// Called as functions, not mounted as components: a long page has hundreds of rows, and these add
// no component of their own to each.

function previewRowAction<Row extends CertificateRow>(row: Row, onPreview: (row: Row) => void) {
  return (
    <RowAction
      label={`View digital certificate ${certificateLabel(row)}`}
      hint="View digital certificate"
      icon={icons.preview}
      disabledReason={noPublicPageReason(row)}
      onClick={() => onPreview(row)}
    />
  );
}

function editRowAction(row: CertificateRow, to: string) {
  return <RowAction label={`Edit ${certificateLabel(row)}`} hint="Edit" icon={icons.edit} to={to} />;
}

function printRowAction<Row extends CertificateRow>(row: Row, handlers: CertificateRowHandlers<Row>) {
  return (
    <RowAction
      label={`Print card ${certificateLabel(row)}`}
      hint="Print card"
      icon={icons.print}
      loading={handlers.printingId === row.id}
      onClick={() => handlers.onPrint(row)}
    />
  );
}

function deleteRowAction<Row extends CertificateRow>(row: Row, handlers: CertificateRowHandlers<Row>) {
  return (
    <RowAction
      label={`Delete ${certificateLabel(row)}`}
      hint="Delete"
      color="red"
      icon={icons.remove}
      onClick={() => handlers.onDelete(row)}
    />
  );
}

// A row's controls in the kit's order, the list's own (`own`) after the preview.
export function certificateRowControls<Row extends CertificateRow>(
  row: Row,
  handlers: CertificateRowHandlers<Row>,
  editPath: string,
  own?: ReactNode,
) {
  return (
    <>
      {previewRowAction(row, handlers.onPreview)}
      {own}
      {editRowAction(row, editPath)}
      {printRowAction(row, handlers)}
      {deleteRowAction(row, handlers)}
    </>
  );
}
