import type { AreaModule } from "../area-module";
import { videoUploadRoutes } from "./routes";
import { uploadExpiryMs } from "./upload-directory";
import { removeExpiredUploads } from "./upload-store";

// Resumable video uploads (issue 24, tus at /api/video-uploads): a staff member's upload arrives
// in parts, becomes a stored file when whole, and is forgotten when abandoned.
export const videoUploadsModule: AreaModule = {
  name: "video-uploads",
  routes: videoUploadRoutes,
  removeExpiredRecords: async (_db, now, config) => {
    await removeExpiredUploads(config.videoUploadDirectory, uploadExpiryMs(config), now);
  },
};
