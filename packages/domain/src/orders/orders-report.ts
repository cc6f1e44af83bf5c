import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The orders report (spec 002 'Orders report'; the fields of spec 002 §3 'jewelry ... Orders also
// show'): every jewelry record, newest first, as the jewelry list pages (its page sizes). It shows
// what the lab charges, so it needs view_billing.
export const ordersReportList = defineList({
  sortFields: ["created"],
  defaultSort: { field: "created", direction: "desc" },
  pageSizes: pageSizes.jewelry,
});

// Search by Order Number, PO #, SKU (the client's SKU) or Cert #, in the spec's order.
export const ordersSearchTypes = ["orderNumber", "purchaseOrder", "clientSku", "certificateNumber"] as const;
export type OrdersSearchType = (typeof ordersSearchTypes)[number];
export const defaultOrdersSearchType: OrdersSearchType = "orderNumber";
export const ordersSearchTypeLabels: Readonly<Record<OrdersSearchType, string>> = {
  orderNumber: "Order Number",
  purchaseOrder: "PO #",
  clientSku: "SKU",
  certificateNumber: "Cert #",
};

export const ordersReportFileName = "Orders Report.xlsx";
