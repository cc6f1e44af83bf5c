import type { Config } from "../../config";
import { VideoUploadStore } from "./upload-store";

const hour = 3_600_000;

// The store over the configured upload directory ($LOUPE_VIDEO_UPLOAD_DIR, by default
// $LOUPE_DATA_DIR/tus-uploads), with the configured expiry.
export function uploadStoreOf(config: Config): VideoUploadStore {
  return new VideoUploadStore(config.videoUploadDirectory, uploadExpiryMs(config));
}

export const uploadExpiryMs = (config: Config) => config.VIDEO_UPLOAD_EXPIRY_HOURS * hour;
