import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { formatDate, formatUsd } from "@loupe/domain/formatting";
import { isWebLink } from "@loupe/domain/links";
import { IconDeviceMobile, IconEye, IconPencil, IconPrinter, IconTrash } from "@tabler/icons-react";
import type { DataTableColumn } from "../../../components/data-table-column";
import { RowAction } from "../../../components/row-action";
import { rowIcon } from "../../../components/row-icon";
import { CellActions, CellLink, Dimmed } from "../../../components/table-cells";

export type DiamondRowActions = {
  onPreview: (row: DiamondListItem) => void;
  onOpenImperfections: (row: DiamondListItem) => void;
  onPrint: (row: DiamondListItem) => void;
  onDelete: (row: DiamondListItem) => void;
  printingId: string | null;
  // A pointer or focus on a row's controls: the dialogs they open can start loading.
  onIntent?: () => void;
};

const icons = {
  preview: rowIcon(IconDeviceMobile),
  imperfections: rowIcon(IconEye),
  edit: rowIcon(IconPencil),
  print: rowIcon(IconPrinter),
  remove: rowIcon(IconTrash),
};

const orNa = (value: string | null | undefined) => value || <Dimmed>N/A</Dimmed>;
const orNone = (value: string | null | undefined) => value || <Dimmed>None</Dimmed>;
export const diamondLabel = (row: Pick<DiamondListItem, "certificateNumber" | "clientSku">) =>
  row.certificateNumber || row.clientSku;

const imperfectionLinkLabel = (link: string) =>
  !link
    ? "No imperfections plotted"
    : isWebLink(link)
      ? "View imperfections"
      : "The imperfection link is not a web address";

// The diamond list's columns (spec 000 §2): empty values show N/A or None.
export function diamondColumns(actions: DiamondRowActions): DataTableColumn<DiamondListItem>[] {
  return [
    {
      key: "created",
      header: "Created On",
      sortField: "created",
      width: 120,
      cell: (row) => formatDate(row.created),
    },
    {
      key: "certificate",
      header: "Certificate #",
      sortField: "certificateNumber",
      cell: (row) =>
        row.certificateNumber ? (
          <CellLink to={`/diamond/${row.id}`} strong monospace>
            {row.certificateNumber}
          </CellLink>
        ) : (
          orNa(null)
        ),
    },
    { key: "client", header: "Client", cell: (row) => orNone(row.client?.name) },
    { key: "customer", header: "Customer", cell: (row) => orNone(row.customer?.name) },
    { key: "template", header: "Template", sortField: "template", cell: (row) => row.template.name },
    {
      key: "weight",
      header: "Weight",
      align: "right",
      cell: (row) => (row.weight === null ? orNa(null) : `${row.weight} ct`),
    },
    {
      key: "price",
      header: "Price (USD)",
      align: "right",
      cell: (row) => (row.price === null ? "—" : formatUsd(row.price)),
    },
    { key: "shape", header: "Shape", cell: (row) => orNa(row.shape) },
    { key: "origin", header: "Origin", cell: (row) => orNa(row.manufacturedAs) },
    {
      key: "controls",
      header: "Controls",
      align: "center",
      width: 210,
      pinned: true,
      cell: (row) => {
        const name = diamondLabel(row);
        return (
          <CellActions onIntent={actions.onIntent}>
            <RowAction
              label={`View digital certificate ${name}`}
              hint="View digital certificate"
              icon={icons.preview}
              disabledReason={row.publicPath ? null : "No certificate number or client SKU yet"}
              onClick={() => actions.onPreview(row)}
            />
            <RowAction
              label={`View imperfections ${name}`}
              hint={imperfectionLinkLabel(row.imperfectionUrl)}
              icon={icons.imperfections}
              disabledReason={
                isWebLink(row.imperfectionUrl) ? null : imperfectionLinkLabel(row.imperfectionUrl)
              }
              onClick={() => actions.onOpenImperfections(row)}
            />
            <RowAction label={`Edit ${name}`} hint="Edit" icon={icons.edit} to={`/diamond/${row.id}`} />
            <RowAction
              label={`Print card ${name}`}
              hint="Print card"
              icon={icons.print}
              loading={actions.printingId === row.id}
              onClick={() => actions.onPrint(row)}
            />
            <RowAction
              label={`Delete ${name}`}
              hint="Delete"
              color="red"
              icon={icons.remove}
              onClick={() => actions.onDelete(row)}
            />
          </CellActions>
        );
      },
    },
  ];
}
