import { describeAreaRoutes } from "../../testing/area-routes";

// Digital certificate videos (domain videos/video-api.ts).
describeAreaRoutes("certificate-videos", [
  "GET /api/certificate-videos",
  "DELETE /api/certificate-videos/:id",
]);
