import { certificateLabel } from "@loupe/domain/certificates/certificate-type";
import type { DiamondListItem } from "@loupe/domain/diamonds/diamond";
import { formatUsd } from "@loupe/domain/formatting";
import { isWebLink } from "@loupe/domain/links";
import { IconEye } from "@tabler/icons-react";
import { certificateListColumns as shared } from "../../../components/certificate-list-columns";
import {
  type CertificateRowHandlers,
  certificateRowControls,
} from "../../../components/certificate-row-actions";
import type { DataTableColumn } from "../../../components/data-table-column";
import { rowIcon } from "../../../components/row-icon";
import { orNa } from "../../../components/table-cells";

export type DiamondRowActions = CertificateRowHandlers<DiamondListItem> & {
  onOpenImperfections: (row: DiamondListItem) => void;
};

const imperfectionsIcon = rowIcon(IconEye);

// The record's editor.
const diamondPath = (row: Pick<DiamondListItem, "id">) => `/diamond/${row.id}`;

const imperfectionLinkLabel = (link: string) =>
  !link
    ? "No imperfections plotted"
    : isWebLink(link)
      ? "View imperfections"
      : "The imperfection link is not a web address";

// The diamond list's columns (spec 000 §2): empty values show N/A (the spec allows N/A or None; every list says N/A).
export function diamondColumns(actions: DiamondRowActions): DataTableColumn<DiamondListItem>[] {
  return [
    shared.created<DiamondListItem>("Created On"),
    shared.certificateNumber<DiamondListItem>(diamondPath),
    ...shared.companies<DiamondListItem>(),
    shared.template<DiamondListItem>(),
    {
      key: "weight",
      header: "Weight",
      align: "right",
      width: 80,
      cell: (row) => (row.weight === null ? orNa(null) : `${row.weight} ct`),
    },
    {
      key: "price",
      header: "Price (USD)",
      align: "right",
      width: 110,
      lowValue: true,
      cell: (row) => (row.price === null ? orNa(null) : formatUsd(row.price)),
    },
    { key: "shape", header: "Shape", width: 90, cell: (row) => orNa(row.shape) },
    { key: "origin", header: "Origin", width: 120, cell: (row) => orNa(row.manufacturedAs) },
    shared.cardPrinted<DiamondListItem>(),
    shared.controls(actions.onIntent, (row) =>
      certificateRowControls(row, actions, diamondPath(row), [
        {
          label: `View imperfections ${certificateLabel(row)}`,
          hint: "View imperfections",
          icon: imperfectionsIcon,
          disabledReason: isWebLink(row.imperfectionUrl) ? null : imperfectionLinkLabel(row.imperfectionUrl),
          onClick: () => actions.onOpenImperfections(row),
        },
      ]),
    ),
  ];
}
