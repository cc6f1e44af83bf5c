import { IconTruck } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /shipping-log (spec 001 §2.6): every signed-in member of staff ships, so no permission.
export const shippingFeature: Feature = {
  routes: [
    {
      path: "/shipping-log",
      lazy: async () => ({ Component: (await import("./shipping-log-page")).ShippingLogPage }),
    },
  ],
  menu: [{ slot: "shipping", label: "Shipping", to: "/shipping-log", icon: IconTruck }],
};
