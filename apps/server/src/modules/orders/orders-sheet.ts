import { orderLineText } from "@loupe/domain/jewelry/order-line";
import type { OrdersReportItem } from "@loupe/domain/orders/orders-report-query";
import { neutraliseFormula } from "@loupe/domain/spreadsheet-cell";
import type { XlsxCell, XlsxColumn } from "../../spreadsheets/xlsx-writer";

// 'Orders Report.xlsx': the report's columns as the screen shows them; prices as numbers in
// dollars (two decimals), the flags Yes or No.
export const ordersSheetName = "Orders Report";

export const ordersSheetColumns: readonly XlsxColumn[] = [
  { header: "Intake (UTC)", width: 18 },
  { header: "Client", width: 28 },
  { header: "Venue", width: 28 },
  { header: "Order-Line", width: 18 },
  { header: "PO", width: 16 },
  { header: "Stock #", width: 16 },
  { header: "SKU", width: 18 },
  { header: "Certificate", width: 18 },
  { header: "Retail Price", width: 14, numFmt: '"$"#,##0.00' },
  { header: "Total Cert Price", width: 16, numFmt: '"$"#,##0.00' },
  { header: "Card Printed", width: 12 },
  { header: "Shipped", width: 10 },
];

const yesNo = (flag: boolean) => (flag ? "Yes" : "No");

export function ordersSheetRow(item: OrdersReportItem): XlsxCell[] {
  const texts = [
    item.created.replace("T", " ").slice(0, 16),
    item.client?.name ?? "",
    item.customer?.name ?? "",
    orderLineText(item.orderNumber, item.lineNumber),
    item.purchaseOrder,
    item.stockNumber,
    item.clientSku,
    item.certificateNumber,
  ].map(neutraliseFormula);
  return [
    ...texts,
    item.retailPrice,
    item.totalCertPrice,
    yesNo(item.cardCertPrinted),
    yesNo(item.hasBeenShipped),
  ];
}
