import { describeAreaRoutes } from "../../testing/area-routes";

// The jewelry API (domain jewelry/jewelry-api.ts).
describeAreaRoutes("jewelry", [
  "GET /api/jewelry",
  "GET /api/jewelry/:id",
  "POST /api/jewelry",
  "PUT /api/jewelry/:id",
  "DELETE /api/jewelry/:id",
  "GET /api/jewelry/order-line",
  "GET /api/jewelry/export.xlsx",
  "GET /api/jewelry/qr.csv",
  "POST /api/jewelry/:id/print-card",
  "POST /api/jewelry/print-multiple",
  "POST /api/jewelry/print-multiple/preview",
  "POST /api/jewelry/clear-card-db",
  "GET /api/jewelry/sku-defaults/:clientSku",
  "PUT /api/jewelry/sku-defaults",
  "POST /api/jewelry/import/preview",
  "POST /api/jewelry/import",
]);
