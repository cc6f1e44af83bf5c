import { IconListDetails } from "@tabler/icons-react";
import type { Feature } from "../../app/feature";

// /orders (spec 002 'Orders report'): it shows what the lab charges, so only holders of
// view_billing see the menu entry and the screen.
export const ordersFeature: Feature = {
  routes: [
    { path: "/orders", lazy: async () => ({ Component: (await import("./orders-page")).OrdersPage }) },
  ],
  menu: [{ slot: "orders", label: "Orders", to: "/orders", icon: IconListDetails }],
  permission: "view_billing",
};
