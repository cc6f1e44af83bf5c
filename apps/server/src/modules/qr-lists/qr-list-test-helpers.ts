import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../../db/client";
import { storedFiles } from "../../db/files-schema";
import { certificateVideos } from "../certificate-videos/ports";
import { companies } from "../companies/ports";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";

// Rows a list is made of, through the other areas' ports: a client, a video (a stored file needs no
// bytes to be listed), and a diamond and a jewelry record for the certificate information a list reads (qr-cert-info.ts).
export async function insertDiamond(
  db: Executor,
  values: {
    certificateNumber?: string;
    clientSku?: string;
    shape: string;
    weight: number;
    newlyAdded?: boolean;
  },
) {
  await db.insert(diamonds).values({ id: uuidv7(), templateId: 1, ...values });
}

export async function insertJewelry(
  db: Executor,
  values: {
    clientSku?: string;
    orderNumber?: string;
    lineNumber?: number;
    jewelryType: string;
    mainStone: { weight: string; shape: string };
  },
) {
  const { mainStone, ...rest } = values;
  // The stored stone holds every field; the list reads weight and shape.
  await db.insert(jewelry).values({ id: uuidv7(), templateId: 1, ...rest, mainStone: mainStone as never });
}

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
    namingMode?: VideoNamingMode;
    sku?: string;
    thumbnail?: boolean;
  },
): Promise<string> {
  const file = async (name: string, contentType: string) => {
    const id = uuidv7();
    await db.insert(storedFiles).values({ id, storageKey: `test/${id}`, name, contentType, size: 1000 });
    return id;
  };
  const id = uuidv7();
  const namingMode = video.namingMode ?? "sku";
  await db.insert(certificateVideos).values({
    id,
    name: video.name,
    clientId: video.clientId ?? null,
    videoFileId: await file(`${video.name}.mp4`, "video/mp4"),
    thumbnailFileId: video.thumbnail ? await file(`${video.name}.jpg`, "image/jpeg") : null,
    namingMode,
    globalSku: namingMode === "sku",
    sku: video.sku ?? null,
  });
  return id;
}
