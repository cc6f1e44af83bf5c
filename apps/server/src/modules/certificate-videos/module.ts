import { eq, exists, or, sql } from "drizzle-orm";
import type { AreaModule } from "../area-module";
import { certificateVideoOutboxHandlers } from "./barcode-push";
import { certificateVideoRoutes } from "./routes";
import { certificateVideos } from "./schema";

// Digital certificate videos (spec 002 §2 'Digital certificate videos table', §3
// digital_certificate_videos): the table's reads and its delete (the video's files removed with
// it, and the super administrators mailed, §6: video-delete.ts); §2 'Digital certificate
// edit/upload', §4: saving videos by name (a name that exists is replaced), reading one record by id
// or name, and its edit. Each save queues the barcode push (certificateVideoBarcodeKind, §7
// addJewelryToUriApi); a push the outbox gives up on lands in the rejected list
// (rejected_datadune_certificates), retried from there.
export const certificateVideosModule: AreaModule = {
  name: "certificate-videos",
  routes: certificateVideoRoutes,
  outboxHandlers: certificateVideoOutboxHandlers,
  // A certificate video's file is public at /c/media (served inert, decision 0005): the barcode
  // service links the scanned label to it, and a QR list's public page plays it over its thumbnail.
  publicFiles: (db, fileId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(certificateVideos)
        .where(or(eq(certificateVideos.videoFileId, fileId), eq(certificateVideos.thumbnailFileId, fileId))),
    ),
};
