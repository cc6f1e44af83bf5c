import { describeAreaRoutes } from "../../testing/area-routes";

// QR lists (domain videos/qr-list-api.ts).
describeAreaRoutes("qr-lists", [
  "GET /api/qr-lists",
  "GET /api/qr-lists/video-choices",
  "GET /api/qr-lists/:id",
  "POST /api/qr-lists",
  "PUT /api/qr-lists/:id",
  "DELETE /api/qr-lists/:id",
  "POST /api/qr-lists/:id/qr-generated",
]);
