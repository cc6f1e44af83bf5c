import { describeAreaRoutes } from "../../testing/area-routes";

// Every administrator reads the list; only a super administrator adds, edits or deletes one, so
// the writes carry the permission themselves instead of the area (spec 001 §6).
describeAreaRoutes("administrators", [
  "GET /api/administrators",
  "GET /api/administrators/:id",
  "GET /api/administrators/:id/skus",
  "GET /api/administrators/:id/skus.xlsx",
  "POST /api/administrators (super_admin)",
  "PUT /api/administrators/:id (super_admin)",
  "DELETE /api/administrators/:id (super_admin)",
]);
