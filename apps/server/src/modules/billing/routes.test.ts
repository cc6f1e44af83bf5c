import { describeAreaRoutes } from "../../testing/area-routes";

// Every billing route needs view_billing (the area's permission).
describeAreaRoutes("billing", [
  "GET /api/billing (view_billing)",
  "GET /api/billing/client (view_billing)",
  "PUT /api/billing/client (view_billing)",
  "GET /api/billing/export.csv (view_billing)",
  "POST /api/billing/export-selected.csv (view_billing)",
]);
