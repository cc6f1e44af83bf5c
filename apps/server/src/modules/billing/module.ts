import type { AreaModule } from "../area-module";
import { billingRoutes } from "./routes";

// The certificate cost report (spec 001 §2.5): what the lab charges, for holders of view_billing.
// It reads jewelry through the jewelry area's port; its kept totals live in schema.ts.
export const billingModule: AreaModule = {
  name: "billing",
  routes: billingRoutes,
  permission: "view_billing",
};
