import { certificateLabel, noPublicPageReason } from "@loupe/domain/certificates/certificate-type";
import { IconDeviceMobile, IconPencil, IconPrinter, IconTrash } from "@tabler/icons-react";
import { RowAction } from "./row-action";
import { rowIcon } from "./row-icon";
import type { RowMenuAction } from "./row-menu-action";
import { RowMoreActions } from "./row-more-actions";

// The row controls every certificate list has (spec 000 §2, 001 §2.2), in one order on every list
// (issue #21: one kit): Edit in view, then 'More actions': view the digital certificate on a
// phone, the list's own, print the card, delete. Folded so the Controls column is narrow enough
// for a 1440 px window to show every column beside it.

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

const previewRowAction = <Row extends CertificateRow>(row: Row, onPreview: (row: Row) => void) => ({
  label: `View digital certificate ${certificateLabel(row)}`,
  hint: "View digital certificate",
  icon: icons.preview,
  disabledReason: noPublicPageReason(row),
  onClick: () => onPreview(row),
});

const printRowAction = <Row extends CertificateRow>(row: Row, handlers: CertificateRowHandlers<Row>) => ({
  label: `Print card ${certificateLabel(row)}`,
  hint: "Print card",
  icon: icons.print,
  running: handlers.printingId === row.id,
  onClick: () => handlers.onPrint(row),
});

const deleteRowAction = <Row extends CertificateRow>(row: Row, handlers: CertificateRowHandlers<Row>) => ({
  label: `Delete ${certificateLabel(row)}`,
  hint: "Delete",
  color: "red" as const,
  icon: icons.remove,
  onClick: () => handlers.onDelete(row),
});

// A row's controls in the kit's order, the list's own (`own`) after the preview. Called as a
// function, not mounted as a component: a long page has hundreds of rows.
export function certificateRowControls<Row extends CertificateRow>(
  row: Row,
  handlers: CertificateRowHandlers<Row>,
  editPath: string,
  own: readonly RowMenuAction[] = [],
) {
  const label = certificateLabel(row);
  return (
    <>
      <RowAction label={`Edit ${label}`} hint="Edit" icon={icons.edit} to={editPath} />
      <RowMoreActions
        label={`More actions ${label}`}
        busy={handlers.printingId === row.id}
        actions={[
          previewRowAction(row, handlers.onPreview),
          ...own,
          printRowAction(row, handlers),
          deleteRowAction(row, handlers),
        ]}
      />
    </>
  );
}
