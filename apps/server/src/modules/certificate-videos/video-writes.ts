import type { SessionUser } from "@loupe/domain/auth";
import { messages } from "@loupe/domain/messages";
import type { FieldError } from "@loupe/domain/problem";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { type VideoNaming, type VideoNamingMode, videoNamingSchema } from "@loupe/domain/videos/video-naming";
import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict } from "../../http/problem";
import { enqueueAll } from "../../jobs/outbox";
import type { AppServices } from "../../services";
import { companies } from "../companies/ports";
import { removeUnreferencedFiles } from "../files/ports";

// What a save (save-videos.ts) and an edit (update-video.ts) of video records share.

export const videoEntityType = "certificate-video";
const nameKey = "digital_certificate_videos_name_key";

// A name as the mode writes it (domain video-naming.ts: a SKU upper-cased, other names without
// whitespace), and globalSku from the mode; refused with the domain's message at `field`.
export function namingOf(mode: VideoNamingMode, name: string, field: string): VideoNaming {
  const parsed = videoNamingSchema.safeParse({ mode, name });
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? videoMessages.videoNameFirst;
  throw badRequest(message, [{ field, message }]);
}

export async function assertClient(tx: Executor, clientId: string): Promise<void> {
  const [client] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, clientId), eq(companies.kind, "client")));
  if (!client) {
    const message = messages.companyGone("client");
    throw badRequest(message, [{ field: "clientId", message } satisfies FieldError]);
  }
}

// The barcode/URL service hears of each saved video once the save commits (002 §7
// addJewelryToUriApi; the handler lives with the barcode push): override when it replaced or
// edited a record.
export const queueBarcodePushes = (tx: Executor, saved: readonly { id: string; override: boolean }[]) =>
  enqueueAll(
    tx,
    saved.map((video) => ({
      kind: certificateVideoBarcodeKind,
      payload: { videoId: video.id, override: video.override },
    })),
  );

// A name another save wrote between our read and our write: the unique key refused it.
export async function refuseNameRace<Result>(
  name: () => string,
  write: () => Promise<Result>,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, nameKey)) throw conflict(videoMessages.videoNameJustTaken(name()));
    throw error;
  }
}

// The files a write stopped referring to: removed with their bytes unless anything else refers to
// them (the demo's records share one), after the write committed; then the outbox is woken.
export async function afterVideoWrite(
  services: AppServices,
  user: SessionUser,
  dropped: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  await removeUnreferencedFiles(services, user, dropped, log);
  services.outboxWorker.wake();
}

// The files of `before` that `after` no longer holds.
export function droppedFiles(
  before: { videoFileId: string; thumbnailFileId: string | null },
  after: { videoFileId: string; thumbnailFileId: string | null },
): string[] {
  const kept = new Set([after.videoFileId, after.thumbnailFileId]);
  return [before.videoFileId, before.thumbnailFileId].flatMap((id) => (id && !kept.has(id) ? [id] : []));
}
