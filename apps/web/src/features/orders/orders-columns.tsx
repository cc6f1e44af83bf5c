import { formatUsd } from "@loupe/domain/formatting";
import { orderLineText } from "@loupe/domain/jewelry/order-line";
import type { OrdersReportItem } from "@loupe/domain/orders/orders-report-query";
import type { DataTableColumn } from "../../components/data-table-column";
import { CellLink, Dimmed, orNa, Truncated } from "../../components/table-cells";

const nameCell = (company: { name: string } | null) =>
  company?.name ? <Truncated text={company.name} /> : <Dimmed>N/A</Dimmed>;
const priceCell = (amount: number | null) => (amount === null ? <Dimmed>N/A</Dimmed> : formatUsd(amount));
const yesNo = (flag: boolean) => (flag ? "Yes" : <Dimmed>No</Dimmed>);

// The report's rows: Client, Venue (the customer), Order-Line, PO, Stock #, SKU, Certificate,
// Retail Price, Total Cert Price, Card Printed, Shipped. Venue and Stock # drop in a box under
// 1200 px (a 1440 px window with the side menu open), as the jewelry list's Customer does.
export const ordersColumns: DataTableColumn<OrdersReportItem>[] = [
  { key: "client", header: "Client", cell: (row) => nameCell(row.client) },
  { key: "venue", header: "Venue", lowValue: true, cell: (row) => nameCell(row.customer) },
  {
    key: "orderLine",
    header: "Order-Line",
    width: 120,
    cell: (row) => orNa(orderLineText(row.orderNumber, row.lineNumber)),
  },
  { key: "purchaseOrder", header: "PO", width: 100, cell: (row) => orNa(row.purchaseOrder) },
  { key: "stockNumber", header: "Stock #", width: 95, lowValue: true, cell: (row) => orNa(row.stockNumber) },
  { key: "clientSku", header: "SKU", width: 105, cell: (row) => orNa(row.clientSku) },
  {
    key: "certificate",
    header: "Certificate",
    width: 120,
    // Opens the record, as the jewelry list's certificate does.
    cell: (row) =>
      row.certificateNumber ? (
        <CellLink to={`/jewelry/${row.id}`}>{row.certificateNumber}</CellLink>
      ) : (
        <Dimmed>N/A</Dimmed>
      ),
  },
  {
    key: "retailPrice",
    header: "Retail Price",
    width: 110,
    align: "right",
    cell: (row) => priceCell(row.retailPrice),
  },
  {
    key: "totalCertPrice",
    header: "Total Cert Price",
    width: 130,
    align: "right",
    cell: (row) => priceCell(row.totalCertPrice),
  },
  {
    key: "cardPrinted",
    header: "Card Printed",
    width: 105,
    align: "center",
    cell: (row) => yesNo(row.cardCertPrinted),
  },
  { key: "shipped", header: "Shipped", width: 80, align: "center", cell: (row) => yesNo(row.hasBeenShipped) },
];
