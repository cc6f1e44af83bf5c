import { describeAreaRoutes } from "../../testing/area-routes";

// The forms read the attribute values, so reading them needs no permission; changing them needs
// edit_attributes (spec 002 §6).
describeAreaRoutes("attributes", [
  "GET /api/attributes",
  "GET /api/attributes/lists",
  "GET /api/attributes/:name/usage",
  "PUT /api/attributes/:name (edit_attributes)",
]);
