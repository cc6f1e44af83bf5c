import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { formatDate, formatUsd } from "@loupe/domain/formatting";
import { isWebLink } from "@loupe/domain/links";
import { IconEye } from "@tabler/icons-react";
import {
  type CertificateRowHandlers,
  certificateLabel,
  certificateRowActions as controls,
} from "../../../components/certificate-row-actions";
import type { DataTableColumn } from "../../../components/data-table-column";
import { RowAction } from "../../../components/row-action";
import { rowIcon } from "../../../components/row-icon";
import { CellActions, CellLink, orNa, orNone } from "../../../components/table-cells";

export type DiamondRowActions = CertificateRowHandlers<DiamondListItem> & {
  onOpenImperfections: (row: DiamondListItem) => void;
};

const imperfectionsIcon = rowIcon(IconEye);
export const diamondLabel = certificateLabel;

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
      cell: (row) => (
        <CellActions onIntent={actions.onIntent}>
          {controls.preview(row, actions.onPreview, "No certificate number or client SKU yet")}
          <RowAction
            label={`View imperfections ${diamondLabel(row)}`}
            hint={imperfectionLinkLabel(row.imperfectionUrl)}
            icon={imperfectionsIcon}
            disabledReason={
              isWebLink(row.imperfectionUrl) ? null : imperfectionLinkLabel(row.imperfectionUrl)
            }
            onClick={() => actions.onOpenImperfections(row)}
          />
          {controls.edit(row, `/diamond/${row.id}`)}
          {controls.print(row, actions)}
          {controls.delete(row, actions)}
        </CellActions>
      ),
    },
  ];
}
