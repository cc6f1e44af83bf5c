import { IconTruck } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /shipping-log (spec 001 §2.6). On this branch only the New Shipping Log's stand-in page; the
// list screen's feature replaces this file at merge.
export const shippingFeature: Feature = {
  routes: [
    {
      path: "/shipping-log",
      lazy: async () => ({
        Component: (await import("./new-shipping-log/stand-in-page")).ShippingLogStandInPage,
      }),
    },
  ],
  menu: [{ slot: "shipping", label: "Shipping", to: "/shipping-log", icon: IconTruck }],
};
