import { describeAreaRoutes } from "../../testing/area-routes";

// The New Shipping Log's search, save and settings (issue 23 item 3).
describeAreaRoutes("shipping", [
  "GET /api/shipping/unshipped",
  "GET /api/shipping/save-settings",
  "POST /api/shipping/save",
]);
