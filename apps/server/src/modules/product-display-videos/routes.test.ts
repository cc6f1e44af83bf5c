import { describeAreaRoutes } from "../../testing/area-routes";

// The Video Manager (domain videos/product-display-api.ts).
describeAreaRoutes("product-display-videos", [
  "GET /api/product-display-videos",
  "POST /api/product-display-videos",
  "DELETE /api/product-display-videos/:id",
]);
