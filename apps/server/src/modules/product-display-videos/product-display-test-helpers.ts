import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { insertStoredFile } from "../../testing/stored-file";
import { productDisplayVideos } from "./schema";

// A Video Manager video written straight to the table; its files are rows without bytes named after
// it unless the test stored its own (storeTestFile), a thumbnail only when asked for.
export async function insertProductDisplayVideo(
  db: Executor,
  video: {
    fileName: string;
    created?: Date;
    thumbnail?: boolean;
    videoFileId?: string;
    thumbnailFileId?: string;
  },
): Promise<string> {
  const id = uuidv7();
  await db.insert(productDisplayVideos).values({
    id,
    fileName: video.fileName,
    videoFileId: video.videoFileId ?? (await insertStoredFile(db, video.fileName, "video/mp4")),
    thumbnailFileId:
      video.thumbnailFileId ??
      (video.thumbnail ? await insertStoredFile(db, `${video.fileName}.jpg`, "image/jpeg") : null),
    created: video.created ?? new Date(),
  });
  return id;
}
