import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { productDisplayVideos } from "../modules/product-display-videos/schema";
import type { Storage } from "../storage/storage";
import { daysAgo, demoFileStore, videoStandIn } from "./demo-files";
import { demoProportionsPng } from "./demo-png";

// A handful of Video Manager videos (spec 002 §2 'Video Manager'), named as jewelry takes are
// ('…_001.mp4'): a search for one take ('AUR-RING-1042_003.mp4') finds every take of that piece.
// Each is its own stored stand-in under its file's name; some have a thumbnail.
export const demoProductVideos: { fileName: string; thumbnail: boolean }[] = [
  { fileName: "AUR-RING-1042_001.mp4", thumbnail: true },
  { fileName: "AUR-RING-1042_002.mp4", thumbnail: true },
  { fileName: "AUR-NECK-2210_001.mp4", thumbnail: false },
  { fileName: "MER-PEND-77_001.mp4", thumbnail: true },
  { fileName: "NS-BR-310_001.mp4", thumbnail: false },
];

export async function seedDemoProductVideos(tx: Executor, storage: Storage | null, administratorId: string) {
  if (!storage) return;
  const storeFile = demoFileStore(tx, storage, administratorId);
  const thumbnailFileId = await storeFile("demo-product-thumbnail.png", "image/png", demoProportionsPng());
  for (const [index, video] of demoProductVideos.entries()) {
    await tx.insert(productDisplayVideos).values({
      id: uuidv7(),
      fileName: video.fileName,
      videoFileId: await storeFile(video.fileName, "video/mp4", videoStandIn),
      thumbnailFileId: video.thumbnail ? thumbnailFileId : null,
      // The first listed last: the Video Manager shows the newest first.
      created: daysAgo(8 - index),
      createdBy: administratorId,
    });
  }
}
