import { describeAreaRoutes } from "../../testing/area-routes";

// The shipping log's reads, and the New Shipping Log's search, save and settings (issue 23), for
// every signed-in administrator.
describeAreaRoutes("shipping", [
  "GET /api/shipping-log",
  "GET /api/shipping-log/export.xlsx",
  "GET /api/shipping/unshipped",
  "GET /api/shipping/save-settings",
  "POST /api/shipping/save",
]);
