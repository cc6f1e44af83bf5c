import { describeAreaRoutes } from "../../testing/area-routes";

// The intake API (domain intake/intake-api.ts).
describeAreaRoutes("intake", [
  "POST /api/intake",
  "GET /api/intake/newly-added",
  "PATCH /api/intake/newly-added/:type/:id",
  "POST /api/intake/complete",
]);
