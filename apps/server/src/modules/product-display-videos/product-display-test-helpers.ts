import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { productDisplayVideos } from "./schema";

// A stored file row (no bytes needed to list it or to add it to the Video Manager).
export async function insertStoredFile(db: Executor, name: string, contentType: string): Promise<string> {
  const id = uuidv7();
  await db.insert(storedFiles).values({ id, storageKey: `test/${id}`, name, contentType, size: 2048 });
  return id;
}

export async function insertProductDisplayVideo(
  db: Executor,
  video: { fileName: string; created?: Date; thumbnail?: boolean },
): Promise<string> {
  const id = uuidv7();
  await db.insert(productDisplayVideos).values({
    id,
    fileName: video.fileName,
    videoFileId: await insertStoredFile(db, video.fileName, "video/mp4"),
    thumbnailFileId: video.thumbnail
      ? await insertStoredFile(db, `${video.fileName}.jpg`, "image/jpeg")
      : null,
    created: video.created ?? new Date(),
  });
  return id;
}
