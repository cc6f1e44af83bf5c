import { describeAreaRoutes } from "../../testing/area-routes";

// Digital certificate videos (domain videos/video-api.ts, videos/rejected-videos-api.ts).
describeAreaRoutes("certificate-videos", [
  "GET /api/certificate-videos",
  "DELETE /api/certificate-videos/:id",
  "GET /api/certificate-videos/rejected",
  "POST /api/certificate-videos/rejected/:videoId/retry",
  "POST /api/certificate-videos/rejected/retry-all",
]);
