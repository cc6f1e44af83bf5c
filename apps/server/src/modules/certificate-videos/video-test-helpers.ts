import { storeTestFile } from "../../testing/stored-file";
import type { TestContext } from "../../testing/test-app";

// An upload as the tus endpoint and POST /api/files leave it (bytes in storage and their row), for
// the save's tests: a video (MP4 or QuickTime) or a thumbnail image.
export const storeVideoFile = (context: TestContext, name = "video.mp4", contentType = "video/mp4") =>
  storeTestFile(context, name, contentType);
export const storeThumbnail = (context: TestContext, name = "thumbnail.jpg") =>
  storeTestFile(context, name, "image/jpeg");
