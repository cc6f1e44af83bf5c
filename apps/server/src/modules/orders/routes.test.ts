import { describeAreaRoutes } from "../../testing/area-routes";

// The orders report is read only, and every route needs view_billing (the area's permission).
describeAreaRoutes("orders", [
  "GET /api/orders (view_billing)",
  "GET /api/orders/export.xlsx (view_billing)",
]);
