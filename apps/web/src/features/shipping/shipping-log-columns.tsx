import { formatDate } from "@loupe/domain/formatting";
import {
  notAvailable,
  shippingCertificateText,
  shippingOrderText,
} from "@loupe/domain/shipping/shipping-log-list";
import type { ShippingLogItem } from "@loupe/domain/shipping/shipping-log-query";
import type { DataTableColumn } from "../../components/data-table-column";
import { Dimmed, orNa, Truncated } from "../../components/table-cells";

const nameCell = (company: { name: string } | null) =>
  company?.name ? <Truncated text={company.name} /> : <Dimmed>{notAvailable}</Dimmed>;

const certificateCell = (row: ShippingLogItem) => {
  const text = shippingCertificateText(row);
  return text === notAvailable ? <Dimmed>{notAvailable}</Dimmed> : text;
};

// The log's rows (spec 001 §2.6), in the spec's order; names are cut to their column with the full
// text on hover (decision 0018).
export const shippingLogColumns: DataTableColumn<ShippingLogItem>[] = [
  { key: "created", header: "Intake", width: 110, cell: (row) => formatDate(row.created) },
  { key: "shippedOn", header: "Shipped On", width: 120, cell: (row) => formatDate(row.shippedOn) },
  { key: "client", header: "Client", cell: (row) => nameCell(row.client) },
  { key: "customer", header: "Customer", cell: (row) => nameCell(row.customer) },
  { key: "order", header: "Order Number", width: 140, cell: (row) => orNa(shippingOrderText(row)) },
  { key: "purchaseOrder", header: "Purchase Order", width: 140, cell: (row) => orNa(row.purchaseOrder) },
  { key: "jewelryType", header: "Item Type", width: 110, cell: (row) => orNa(row.jewelryType) },
  { key: "clientSku", header: "Client SKU", width: 130, cell: (row) => orNa(row.clientSku) },
  { key: "certificate", header: "Certificate #", width: 140, cell: certificateCell },
  { key: "processedBy", header: "Processed By", width: 130, cell: (row) => orNa(row.processedBy) },
];
