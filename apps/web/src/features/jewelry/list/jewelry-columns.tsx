import { certificateLabel, noPublicPageReason } from "@loupe/domain/certificates/certificate-type";
import type { JewelryListItem } from "@loupe/domain/jewelry/jewelry-list-query";
import { orderLineText } from "@loupe/domain/jewelry/order-line";
import { IconExternalLink, IconMaximize } from "@tabler/icons-react";
import { certificateListColumns as shared } from "../../../components/certificate-list-columns";
import {
  type CertificateRowHandlers,
  certificateRowControls,
} from "../../../components/certificate-row-actions";
import type { DataTableColumn } from "../../../components/data-table-column";
import { rowIcon } from "../../../components/row-icon";
import { orNa } from "../../../components/table-cells";

export type JewelryRowActions = CertificateRowHandlers<JewelryListItem> & {
  onFullscreen: (row: JewelryListItem) => void;
  onOpenDetail: (row: JewelryListItem) => void;
};

const icons = { fullscreen: rowIcon(IconMaximize), detail: rowIcon(IconExternalLink) };

export const jewelryLabel = certificateLabel;

export const jewelryPath = (row: Pick<JewelryListItem, "id">) => `/jewelry/${encodeURIComponent(row.id)}`;

// The jewelry list's columns (spec 001 §2.2): Intake, Client, Customer, Order # (order-line),
// Certificate #, Client SKU, Template, Style, Card (printed or not), Controls. Intake,
// Certificate # and Template sort, and the controls come in the kit's order (Edit before Print
// card, as on the diamond list; the spec lists print before edit).
export function jewelryColumns(actions: JewelryRowActions): DataTableColumn<JewelryListItem>[] {
  return [
    shared.created<JewelryListItem>("Intake"),
    ...shared.companies<JewelryListItem>(),
    {
      key: "order",
      header: "Order #",
      width: 110,
      cell: (row) => orNa(orderLineText(row.orderNumber, row.lineNumber)),
    },
    shared.certificateNumber<JewelryListItem>(jewelryPath),
    { key: "clientSku", header: "Client SKU", width: 110, cell: (row) => orNa(row.clientSku) },
    shared.template<JewelryListItem>(),
    { key: "style", header: "Style", width: 90, cell: (row) => orNa(row.jewelryType) },
    shared.cardPrinted<JewelryListItem>(),
    shared.controls(actions.onIntent, (row) =>
      certificateRowControls(row, actions, jewelryPath(row), [
        {
          label: `Preview full screen ${jewelryLabel(row)}`,
          hint: "Preview full screen",
          icon: icons.fullscreen,
          disabledReason: noPublicPageReason(row),
          onClick: () => actions.onFullscreen(row),
        },
        {
          label: `Open details in a new tab ${jewelryLabel(row)}`,
          hint: "Open details in a new tab",
          icon: icons.detail,
          onClick: () => actions.onOpenDetail(row),
        },
      ]),
    ),
  ];
}
