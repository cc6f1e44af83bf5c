import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { certificateVideos } from "../modules/certificate-videos/ports";
import { insertStoredFile } from "./stored-file";

// A digital certificate video written straight to the table, for the tests of the areas that list
// or read videos (certificate videos, QR lists). Its files are rows without bytes named after the
// video unless the test stored its own (storeTestFile); a thumbnail only when asked for.
export async function insertCertificateVideo(
  db: Executor,
  video: {
    name: string;
    clientId?: string | null;
    namingMode?: VideoNamingMode;
    sku?: string;
    created?: Date;
    updatedAt?: Date;
    thumbnail?: boolean;
    videoFileId?: string;
    thumbnailFileId?: string;
  },
): Promise<string> {
  const id = uuidv7();
  const namingMode = video.namingMode ?? "sku";
  const created = video.created ?? new Date();
  await db.insert(certificateVideos).values({
    id,
    name: video.name,
    clientId: video.clientId ?? null,
    videoFileId: video.videoFileId ?? (await insertStoredFile(db, `${video.name}.mp4`, "video/mp4")),
    thumbnailFileId:
      video.thumbnailFileId ??
      (video.thumbnail ? await insertStoredFile(db, `${video.name}.jpg`, "image/jpeg") : null),
    namingMode,
    globalSku: namingMode === "sku",
    sku: video.sku ?? null,
    created,
    updatedAt: video.updatedAt ?? created,
  });
  return id;
}
