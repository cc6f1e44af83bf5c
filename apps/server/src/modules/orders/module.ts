import type { AreaModule } from "../area-module";
import { ordersRoutes } from "./routes";

// The orders report (spec 002 'Orders report'): jewelry records with what the lab charges for
// them, so only holders of view_billing see it.
export const ordersModule: AreaModule = {
  name: "orders",
  routes: ordersRoutes,
  permission: "view_billing",
};
