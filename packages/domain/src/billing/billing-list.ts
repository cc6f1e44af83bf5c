import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The certificate cost report (spec 001 §2.5, §4.4, §9): Passed jewelry with a certificate number,
// newest first, 250/500/1000 a page. Plain data, no zod: the screen's first load reads it.
export const billingList = defineList({
  sortFields: ["created"],
  defaultSort: { field: "created", direction: "desc" },
  pageSizes: pageSizes.billing,
});

// Search by (spec 001 §2.5): order number is the default.
export const billingSearchTypes = ["orderNumber", "certificateNumber", "sku", "purchaseOrder"] as const;
export type BillingSearchType = (typeof billingSearchTypes)[number];
export const defaultBillingSearchType: BillingSearchType = "orderNumber";
export const billingSearchLabels: Record<BillingSearchType, string> = {
  orderNumber: "Order #",
  certificateNumber: "Certificate #",
  sku: "SKU",
  purchaseOrder: "PO #",
};

// The billed client choice that means every client (the original billed one fixed client).
export const allBillingClients = "all";

// The QA status billing reads (spec 001 §4.4).
export const billedQaStatus = "Passed";
