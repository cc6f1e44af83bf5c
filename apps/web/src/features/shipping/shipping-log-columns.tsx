import { formatDate } from "@loupe/domain/formatting";
import {
  notAvailable,
  shippingCertificateText,
  shippingOrderText,
} from "@loupe/domain/shipping/shipping-log-list";
import type { ShippingLogItem } from "@loupe/domain/shipping/shipping-log-query";
import type { DataTableColumn } from "../../components/data-table-column";
import { CellLink, Dimmed, orNa, Truncated } from "../../components/table-cells";

const nameCell = (company: { name: string } | null) =>
  company?.name ? <Truncated text={company.name} /> : <Dimmed>{notAvailable}</Dimmed>;

// The certificate opens its record (spec 001 §2.6: 'clicking a certificate number could open an
// admin page for that certificate').
const certificateCell = (row: ShippingLogItem) => {
  const text = shippingCertificateText(row);
  if (text === notAvailable) return <Dimmed>{notAvailable}</Dimmed>;
  return <CellLink to={`/jewelry/${row.id}`}>{text}</CellLink>;
};

// The log's rows (spec 001 §2.6), in the spec's order; names are cut to their column with the full
// text on hover, and Intake drops in a box under 1200 px so the names stay readable (decision 0018).
export const shippingLogColumns: DataTableColumn<ShippingLogItem>[] = [
  { key: "created", header: "Intake", width: 105, lowValue: true, cell: (row) => formatDate(row.created) },
  { key: "shippedOn", header: "Shipped On", width: 110, cell: (row) => formatDate(row.shippedOn) },
  { key: "client", header: "Client", cell: (row) => nameCell(row.client) },
  { key: "customer", header: "Customer", cell: (row) => nameCell(row.customer) },
  { key: "order", header: "Order Number", width: 125, cell: (row) => orNa(shippingOrderText(row)) },
  { key: "purchaseOrder", header: "Purchase Order", width: 130, cell: (row) => orNa(row.purchaseOrder) },
  { key: "jewelryType", header: "Item Type", width: 100, cell: (row) => orNa(row.jewelryType) },
  { key: "clientSku", header: "Client SKU", width: 110, cell: (row) => orNa(row.clientSku) },
  { key: "certificate", header: "Certificate #", width: 125, cell: certificateCell },
  { key: "processedBy", header: "Processed By", width: 120, cell: (row) => orNa(row.processedBy) },
];
