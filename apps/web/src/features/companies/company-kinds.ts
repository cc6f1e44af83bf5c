import type { CompanyKind } from "@loupe/domain/companies";

// What differs between the client and the customer screens besides their fields.
export type KindTexts = {
  plural: string;
  singular: string;
  listPath: string;
  newButton: string;
  pinnedHint: string;
  formPath: (id: string) => string;
  reportPath: (id: string) => string;
};

export const kindTexts: Record<CompanyKind, KindTexts> = {
  client: {
    plural: "Clients",
    singular: "Client",
    listPath: "/clients",
    newButton: "New Client",
    pinnedHint: "Show first in client pick-lists",
    formPath: (id) => `/clients/${encodeURIComponent(id)}`,
    reportPath: (id) => `/clients/profile/${encodeURIComponent(id)}`,
  },
  customer: {
    plural: "Customers",
    singular: "Customer",
    listPath: "/customers",
    newButton: "New Customer",
    pinnedHint: "Show first in customer pick-lists",
    formPath: (id) => `/customers/${encodeURIComponent(id)}`,
    reportPath: (id) => `/customers/profile/${encodeURIComponent(id)}`,
  },
};
