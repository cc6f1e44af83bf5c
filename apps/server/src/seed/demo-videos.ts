import type { VideoNamingMode } from "@loupe/domain/videos/video-naming";
import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { uuidv7 } from "uuidv7";
import type { Executor } from "../db/client";
import { enqueueAll } from "../jobs/outbox";
import { certificateVideos } from "../modules/certificate-videos/schema";
import type { Storage } from "../storage/storage";
import { daysAgo, demoFileStore, videoStandIn } from "./demo-files";
import { demoProportionsPng } from "./demo-png";

// A few digital certificate videos for the table (spec 002 §2). The demo has no real footage: each
// row points at one small stored stand-in (demo-files.ts), and some at a thumbnail (the demo's
// drawing); the others show the table's placeholder. Those the barcode service has not taken yet
// have their push queued, as a save queues it: the service (or its simulator) takes them, or, when
// it refuses every try, they show in the Rejected view.
const demoVideos: {
  name: string;
  mode: VideoNamingMode;
  client: number | null;
  sku?: string;
  thumbnail: boolean;
}[] = [
  { name: "AUR-RING-1042", mode: "sku", client: 0, thumbnail: true },
  { name: "LG1000234", mode: "certificate", client: 1, sku: "MER-PEND-77", thumbnail: true },
  { name: "ORD7-2", mode: "orderLine", client: 2, sku: "NS-BR-310", thumbnail: false },
  { name: "CRS-EAR-0009", mode: "sku", client: 3, thumbnail: false },
  { name: "AUR-NECK-2210", mode: "sku", client: 0, thumbnail: true },
  { name: "LG1000871", mode: "certificate", client: null, thumbnail: false },
];

// Answers the videos made (none without storage), for the demo QR lists.
export async function seedDemoVideos(
  tx: Executor,
  storage: Storage | null,
  owners: { administratorId: string; clientIds: string[] },
): Promise<{ id: string; name: string }[]> {
  if (!storage) return [];
  const storeFile = demoFileStore(tx, storage, owners.administratorId);
  const videoFileId = await storeFile("demo-video.mp4", "video/mp4", videoStandIn);
  const thumbnailFileId = await storeFile("demo-thumbnail.png", "image/png", demoProportionsPng());
  const rows = await tx
    .insert(certificateVideos)
    .values(
      demoVideos.map((video, index) => ({
        id: uuidv7(),
        name: video.name,
        clientId: video.client === null ? null : (owners.clientIds[video.client] ?? null),
        videoFileId,
        thumbnailFileId: video.thumbnail ? thumbnailFileId : null,
        namingMode: video.mode,
        globalSku: video.mode === "sku",
        addedBarcode: index % 2 === 0,
        sku: video.sku ?? null,
        created: daysAgo(12 - index * 2),
        // Edited after it was made (never before), in another order than Created On's.
        updatedAt: daysAgo(Math.min(12 - index * 2, index)),
        createdBy: owners.administratorId,
        updatedBy: owners.administratorId,
      })),
    )
    .returning({
      id: certificateVideos.id,
      name: certificateVideos.name,
      addedBarcode: certificateVideos.addedBarcode,
    });
  await enqueueAll(
    tx,
    rows
      .filter((row) => !row.addedBarcode)
      .map((row) => ({ kind: certificateVideoBarcodeKind, payload: { videoId: row.id, override: false } })),
  );
  return rows.map(({ id, name }) => ({ id, name }));
}
