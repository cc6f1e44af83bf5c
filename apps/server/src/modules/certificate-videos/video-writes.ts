import type { ActivityEntry } from "@loupe/domain/activity";
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

async function assertClient(tx: Executor, clientId: string): Promise<void> {
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
type BarcodePush = { id: string; override: boolean };
const queueBarcodePushes = (tx: Executor, saved: readonly BarcodePush[]) =>
  enqueueAll(
    tx,
    saved.map((video) => ({
      kind: certificateVideoBarcodeKind,
      payload: { videoId: video.id, override: video.override },
    })),
  );

// A name another save wrote between our read and our write: the unique key refused it.
async function refuseNameRace<Result>(name: () => string, write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, nameKey)) throw conflict(videoMessages.videoNameJustTaken(name()));
    throw error;
  }
}

// The frame of a save (save-videos.ts) or an edit (update-video.ts): one transaction checks the
// client, writes, and queues one barcode push per written video; a name another save wrote
// meanwhile is a 409. After the commit the files the write stopped referring to go unless anything
// else refers to them (the demo's records share one), and the outbox is woken.
export async function writeVideoRecords<Result>(
  services: AppServices,
  user: SessionUser,
  log: FastifyBaseLogger,
  options: {
    clientId: string;
    names: () => string;
    write: (tx: Executor) => Promise<{ result: Result; pushes: BarcodePush[]; dropped: string[] }>;
  },
): Promise<Result> {
  const { result, dropped } = await refuseNameRace(options.names, () =>
    services.db.transaction(async (tx) => {
      await assertClient(tx, options.clientId);
      const written = await options.write(tx);
      await queueBarcodePushes(tx, written.pushes);
      return written;
    }),
  );
  await removeUnreferencedFiles(services, user, dropped, log);
  services.outboxWorker.wake();
  return result;
}

// One written record's activity entry: "Ana Ruiz replaced digital certificate video RING-5".
export const videoEntry = (
  user: SessionUser,
  action: "create" | "update",
  video: { id: string; name: string },
  verb: string,
): Omit<ActivityEntry, "changes"> => ({
  action,
  entityType: videoEntityType,
  entityId: video.id,
  subject: video.name,
  summary: `${user.fullName} ${verb} digital certificate video ${video.name}`,
});

// The files of `before` that `after` no longer holds.
export function droppedFiles(
  before: { videoFileId: string; thumbnailFileId: string | null },
  after: { videoFileId: string; thumbnailFileId: string | null },
): string[] {
  const kept = new Set([after.videoFileId, after.thumbnailFileId]);
  return [before.videoFileId, before.thumbnailFileId].flatMap((id) => (id && !kept.has(id) ? [id] : []));
}
