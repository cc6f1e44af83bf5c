import { describeAreaRoutes } from "../../testing/area-routes";

// The tus endpoint (domain videos/video-save-api.ts). The list leaves HEAD out, as for every area;
// tus's HEAD is checked without a session in video-uploads.test.ts.
describeAreaRoutes("video-uploads", [
  "POST /api/video-uploads",
  "PATCH /api/video-uploads/:uploadId",
  "DELETE /api/video-uploads/:uploadId",
]);
