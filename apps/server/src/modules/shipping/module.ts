import type { AreaModule } from "../area-module";
import { shippingLogRoutes } from "./shipping-log-routes";

// Shipping (spec 001 §2.6, §4.5, §7.5): the shipping log of shipped jewelry and its export. No
// permission: every signed-in member of staff ships. The New Shipping Log save registers its
// routes here too.
export const shippingModule: AreaModule = {
  name: "shipping",
  routes: async (app, services) => {
    await shippingLogRoutes(app, services);
  },
};
