import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { storeTestFile } from "../../testing/stored-file";
import type { TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";
import { certificateVideos } from "./schema";

// Rows for the table's tests written straight to the tables: a stored file (no bytes needed to list
// it) and its video record.
export async function insertClient(db: Executor, name: string): Promise<string> {
  const id = uuidv7();
  await db.insert(companies).values({ id, kind: "client", name });
  return id;
}

export async function insertVideo(
  db: Executor,
  video: {
    name: string;
    clientId?: string | null;
    created?: Date;
    updatedAt?: Date;
    thumbnail?: boolean;
    namingMode?: VideoNamingMode;
  },
): Promise<string> {
  const file = async (name: string, contentType: string) => {
    const id = uuidv7();
    await db.insert(storedFiles).values({ id, storageKey: `test/${id}`, name, contentType, size: 1000 });
    return id;
  };
  const id = uuidv7();
  const created = video.created ?? new Date();
  await db.insert(certificateVideos).values({
    id,
    name: video.name,
    clientId: video.clientId ?? null,
    videoFileId: await file(`${video.name}.mp4`, "video/mp4"),
    thumbnailFileId: video.thumbnail ? await file(`${video.name}.jpg`, "image/jpeg") : null,
    namingMode: video.namingMode ?? "sku",
    globalSku: (video.namingMode ?? "sku") === "sku",
    created,
    updatedAt: video.updatedAt ?? created,
  });
  return id;
}

// An upload as the tus endpoint and POST /api/files leave it (bytes in storage and their row), for
// the save's tests: a video (MP4 or QuickTime) or a thumbnail image.
export const storeVideoFile = (context: TestContext, name = "video.mp4", contentType = "video/mp4") =>
  storeTestFile(context, name, contentType);
export const storeThumbnail = (context: TestContext, name = "thumbnail.jpg") =>
  storeTestFile(context, name, "image/jpeg");
