import { pageSizes } from "../constants";
import { defineList } from "../lists";

// The QR lists table (spec 002 §2 'QR lists table', §9): newest first, 50/100/250/500 a page
// (default 100), sortable by Created On and Title. Plain data for the screen's first load;
// qr-list-api.ts holds its schemas.
export const qrListList = defineList({
  sortFields: ["created", "title"],
  defaultSort: { field: "created", direction: "desc" },
  pageSizes: pageSizes.digitalCertificates,
});

// The public page a list's QR code opens (built by the public pages; /c/list/{id}).
export const qrListPublicPath = (id: string) => `/c/list/${encodeURIComponent(id)}`;

// The print page (without the shell) of one or more lists: /digital-cert-qr-print?ids=a,b.
export const qrListPrintPath = (ids: readonly string[]) =>
  `/digital-cert-qr-print?ids=${ids.map(encodeURIComponent).join(",")}`;
