import { describeAreaRoutes } from "../../testing/area-routes";

// Imperfection maps (domain imperfections/imperfection-api.ts), each signed-in user's own.
describeAreaRoutes("imperfections", [
  "GET /api/imperfections",
  "GET /api/imperfections/totals",
  "GET /api/imperfections/diamond-options",
  "GET /api/imperfections/:id",
  "POST /api/imperfections",
  "PUT /api/imperfections/:id",
  "DELETE /api/imperfections/:id",
  "POST /api/imperfections/:id/proportions",
  "PUT /api/imperfections/:id/connection",
  "DELETE /api/imperfections/:id/connection",
  "GET /api/imperfections/:id/image",
  "GET /api/imperfections/:id/connected-image",
  "GET /api/imperfections/:id/pamphlet",
  "POST /api/imperfections/:id/print",
  "GET /pamphlet/:id.pdf",
]);
