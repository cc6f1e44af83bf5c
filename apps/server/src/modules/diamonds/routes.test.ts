import { describeAreaRoutes } from "../../testing/area-routes";

// The diamonds API (domain diamonds/).
describeAreaRoutes("diamonds", [
  "GET /api/diamonds",
  "GET /api/diamonds/:id",
  "POST /api/diamonds",
  "PUT /api/diamonds/:id",
  "DELETE /api/diamonds/:id",
  "GET /api/diamonds/export.xlsx",
  "GET /api/diamonds/export-qr.csv",
  "POST /api/diamonds/:id/print-card",
  "POST /api/diamonds/import/preview",
  "POST /api/diamonds/import",
]);
