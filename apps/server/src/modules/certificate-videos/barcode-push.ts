import { barcodeCustomer } from "@loupe/domain/barcode-customer";
import { publicMediaPath } from "@loupe/domain/certificates/record-fields";
import { absoluteUrl } from "@loupe/domain/certificates/sheet";
import {
  type CertificateVideoBarcodePayload,
  certificateVideoBarcodeKind,
  certificateVideoBarcodePayloadSchema,
} from "@loupe/domain/videos/video-save-api";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { BarcodeRegistration } from "../../integrations/barcode-registry/barcode-registry";
import {
  type Delivery,
  type GivenUp,
  NothingToDeliver,
  type OutboxHandler,
  withGivenUp,
} from "../../jobs/outbox";
import type { OutboxContext } from "../area-module";
import { companies } from "../companies/ports";
import { rejectedCertificateVideos as rejected, certificateVideos as videos } from "./schema";

// The barcode push of a saved digital certificate video (spec 002 §7 addJewelryToUriApi, §4): the
// outbox delivers it with retries; success sets added_barcode, and when the outbox gives up the
// video is copied to the rejected list (rejected-videos.ts), from which staff send it again.

export const videoGoneBeforePush = "The video was deleted before its barcode was pushed.";
const badPayload = "The barcode push names no video (its payload is not a video id and override).";

type PushedVideo = {
  id: string;
  name: string;
  sku: string | null;
  namingMode: string;
  videoFileId: string;
  addedBarcode: boolean;
  client: { name: string; barcodeDashes: boolean } | null;
};

async function loadVideo(db: Executor, id: string): Promise<PushedVideo | null> {
  const [video] = await db
    .select({
      id: videos.id,
      name: videos.name,
      sku: videos.sku,
      namingMode: videos.namingMode,
      videoFileId: videos.videoFileId,
      addedBarcode: videos.addedBarcode,
      clientName: companies.name,
      barcodeDashes: companies.barcodeDashes,
    })
    .from(videos)
    .leftJoin(companies, eq(companies.id, videos.clientId))
    .where(eq(videos.id, id));
  if (!video) return null;
  const { clientName, barcodeDashes, ...rest } = video;
  return {
    ...rest,
    client: clientName === null ? null : { name: clientName, barcodeDashes: barcodeDashes ?? false },
  };
}

// What the service is sent: the barcode is the video's name, or its SKU when it is named by
// certificate number and has one (002 §7 'the sku in certificate mode'); the URL is the video's
// public, inert address (/c/media, decision 0005), which the barcode label opens; the customer is
// the client's name (with dashes for spaces when the client asks for it) or NONE.
export function barcodeRegistrationOf(
  video: PushedVideo,
  override: boolean,
  publicBaseUrl: string,
): BarcodeRegistration {
  return {
    barcode: video.namingMode === "certificate" && video.sku ? video.sku : video.name,
    url: absoluteUrl({ publicBaseUrl }, publicMediaPath(video.videoFileId)),
    customer: barcodeCustomer(video.client),
    override,
  };
}

function parsePayload(payload: unknown): CertificateVideoBarcodePayload {
  const parsed = certificateVideoBarcodePayloadSchema.safeParse(payload);
  // Trying again would not make it readable.
  if (!parsed.success) throw new NothingToDeliver(badPayload);
  return parsed.data;
}

// Copies the video (as it and its client are now) to the rejected list, replacing an earlier
// rejection of it; a video deleted meanwhile leaves nothing to copy. Runs in the transaction that
// marks the message failed; not in the activity log, which records what staff did (decision 0017).
export async function rejectVideo(tx: Executor, videoId: string, failure: GivenUp): Promise<void> {
  await tx
    .insert(rejected)
    .select(
      tx
        .select({
          videoId: videos.id,
          name: videos.name,
          clientId: videos.clientId,
          clientName: companies.name,
          error: sql<string>`${failure.error}::text`.as("error"),
          attempts: sql<number>`${failure.attempts}::integer`.as("attempts"),
          rejectedAt: sql<Date>`now()`.as("rejected_at"),
        })
        .from(videos)
        .leftJoin(companies, eq(companies.id, videos.clientId))
        .where(eq(videos.id, videoId)),
    )
    .onConflictDoUpdate({
      target: rejected.videoId,
      set: {
        name: sql`excluded.name`,
        clientId: sql`excluded.client_id`,
        clientName: sql`excluded.client_name`,
        error: sql`excluded.error`,
        attempts: sql`excluded.attempts`,
        rejectedAt: sql`excluded.rejected_at`,
      },
    });
}

export function certificateVideoOutboxHandlers({
  db,
  integrations,
  config,
}: OutboxContext): Record<string, OutboxHandler> {
  const deliver = async (payload: unknown, { messageId }: Delivery) => {
    const { videoId, override } = parsePayload(payload);
    const video = await loadVideo(db, videoId);
    if (!video) throw new NothingToDeliver(videoGoneBeforePush);
    // Already taken (a message sent again): only an override (a replaced video) pushes again.
    if (video.addedBarcode && !override) return;
    await integrations.barcodeRegistry.register(
      barcodeRegistrationOf(video, override, config.publicBaseUrl),
      messageId,
    );
    // As markBarcodeAdded does for jewelry: the service's answer, not a user's edit (no version,
    // no activity entry). Only while the video is the one pushed: a replaced video has its own
    // message. A rejection left from an earlier push is no longer true.
    await db.transaction(async (tx) => {
      await tx
        .update(videos)
        .set({ addedBarcode: true })
        .where(and(eq(videos.id, video.id), eq(videos.videoFileId, video.videoFileId)));
      await tx.delete(rejected).where(eq(rejected.videoId, video.id));
    });
  };
  const givenUp = async (tx: Executor, payload: unknown, failure: GivenUp) => {
    const parsed = certificateVideoBarcodePayloadSchema.safeParse(payload);
    if (parsed.success) await rejectVideo(tx, parsed.data.videoId, failure);
  };
  return { [certificateVideoBarcodeKind]: withGivenUp(deliver, givenUp) };
}
