import { IconReceipt } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /billing, the certificate cost report (spec 001 §2.5): for holders of view_billing only; others
// see no menu entry and the 403 page.
export const billingFeature: Feature = {
  routes: [
    {
      path: "/billing",
      lazy: async () => ({ Component: (await import("./billing-page")).BillingPage }),
    },
  ],
  menu: [{ slot: "billing", label: "Billing", to: "/billing", icon: IconReceipt }],
  permission: "view_billing",
};
