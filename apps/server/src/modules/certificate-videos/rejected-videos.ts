import type { ActivityEntry } from "@loupe/domain/activity";
import type { SessionUser } from "@loupe/domain/auth";
import {
  type RejectedCertificateVideo,
  type RejectedCertificateVideoList,
  type RejectedVideosRetried,
  rejectedVideoListCap,
} from "@loupe/domain/videos/rejected-videos-api";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { count, desc, eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { deleteRecord, deleteRecords } from "../../db/delete-record";
import { notFound } from "../../http/problem";
import { enqueueAll } from "../../jobs/outbox";
import { rejectedCertificateVideos as rejected } from "./schema";

// The rejected videos list (rejected-videos-api.ts): what the outbox gave up pushing to the
// barcode service (barcode-push.ts), and staff's retries.

type RejectedRow = typeof rejected.$inferSelect;

const listItem = (row: RejectedRow): RejectedCertificateVideo => ({
  videoId: row.videoId,
  name: row.name,
  client: row.clientName === null ? null : { id: row.clientId, name: row.clientName },
  error: row.error,
  attempts: row.attempts,
  rejectedAt: row.rejectedAt.toISOString(),
});

export async function listRejectedVideos(db: Database): Promise<RejectedCertificateVideoList> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rejected)
      .orderBy(desc(rejected.rejectedAt), desc(rejected.videoId))
      .limit(rejectedVideoListCap),
    db.select({ n: count() }).from(rejected),
  ]);
  return { items: rows.map(listItem), total: total?.n ?? 0 };
}

const retryEntry =
  (user: SessionUser) =>
  (row: RejectedRow): ActivityEntry => ({
    action: "retry",
    entityType: "certificate-video",
    entityId: row.videoId,
    subject: row.name,
    summary: `${user.fullName} sent digital certificate video ${row.name} to the barcode service again`,
  });

// Queues the push again with override true: the service may hold part of the earlier attempt, and
// the video may have been replaced since.
const queuePushes = (tx: Executor, rows: readonly RejectedRow[]) =>
  enqueueAll(
    tx,
    rows.map((row) => ({
      kind: certificateVideoBarcodeKind,
      payload: { videoId: row.videoId, override: true },
    })),
  );

export async function retryRejectedVideo(
  db: Database,
  user: SessionUser,
  videoId: string,
): Promise<RejectedVideosRetried> {
  return db.transaction(async (tx) => {
    const row = await deleteRecord(tx, user, {
      table: rejected,
      where: eq(rejected.videoId, videoId),
      missing: () => notFound(videoMessages.rejectedVideoNotFound),
      activity: retryEntry(user),
    });
    if (row) await queuePushes(tx, [row]);
    return { retried: row ? [row.name] : [] };
  });
}

export async function retryAllRejectedVideos(
  db: Database,
  user: SessionUser,
): Promise<RejectedVideosRetried> {
  return db.transaction(async (tx) => {
    const rows = await deleteRecords(tx, user, {
      table: rejected,
      where: undefined,
      activity: retryEntry(user),
    });
    // Nothing listed (another user retried them first): say so rather than answer success.
    if (rows.length === 0) throw notFound(videoMessages.rejectedVideosNone);
    await queuePushes(tx, rows);
    return { retried: rows.map((row) => row.name) };
  });
}
