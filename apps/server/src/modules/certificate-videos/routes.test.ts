import { describeAreaRoutes } from "../../testing/area-routes";

// Digital certificate videos (domain videos/video-api.ts, videos/video-save-api.ts,
// videos/rejected-videos-api.ts): every signed-in staff member's, like the table.
describeAreaRoutes("certificate-videos", [
  "GET /api/certificate-videos",
  "POST /api/certificate-videos",
  "GET /api/certificate-videos/named/:name",
  "GET /api/certificate-videos/:id",
  "PUT /api/certificate-videos/:id",
  "DELETE /api/certificate-videos/:id",
  "GET /api/certificate-videos/rejected",
  "POST /api/certificate-videos/rejected/:videoId/retry",
  "POST /api/certificate-videos/rejected/retry-all",
]);
