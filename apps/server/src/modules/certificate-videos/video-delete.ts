import type { SessionUser } from "@loupe/domain/auth";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client";
import { deleteRecord } from "../../db/delete-record";
import type { HttpProblem } from "../../http/problem";
import { queueMailToSuperAdministrators } from "../../mail/super-administrators";
import type { AppServices } from "../../services";
import { removeUnreferencedFiles } from "../files/ports";

type VideoRow = { id: string; videoFileId: string; thumbnailFileId: string | null };

// What a kind of video record is to its delete.
export type VideoDelete<Table extends PgTable> = {
  table: Table;
  idColumn: PgColumn;
  missing: () => HttpProblem;
  // The activity log's words: entity type and what a person calls the record.
  entityType: string;
  what: string;
  // The mail's words (domain videoMessages.videoDeletedMail).
  kind: "certificate" | "product-display";
  name: (row: Table["$inferSelect"]) => string;
  clientName: (tx: Executor, row: Table["$inferSelect"]) => Promise<string | null>;
};

// Deletes one video record, a digital certificate video or a Video Manager video (002 §6). One
// transaction holds the delete, its activity entry and the notice queued to every super
// administrator (the video, its client, who deleted it); after the commit the video's and
// thumbnail's files go unless anything else still refers to them (the demo's records share one),
// and the outbox is woken to send the notice.
export async function deleteVideo<Table extends PgTable & { $inferSelect: VideoRow }>(
  services: AppServices,
  user: SessionUser,
  id: string,
  log: FastifyBaseLogger,
  options: VideoDelete<Table>,
): Promise<void> {
  const deleted = await services.db.transaction(async (tx) => {
    const row = await deleteRecord(tx, user, {
      table: options.table,
      where: eq(options.idColumn, id),
      missing: options.missing,
      activity: (row) => ({
        action: "delete",
        entityType: options.entityType,
        entityId: row.id,
        subject: options.name(row),
        summary: `${user.fullName} deleted ${options.what} ${options.name(row)}`,
      }),
    });
    if (!row) throw options.missing();
    await queueMailToSuperAdministrators(
      tx,
      videoMessages.videoDeletedMail({
        kind: options.kind,
        name: options.name(row),
        client: await options.clientName(tx, row),
        deletedBy: user.fullName,
      }),
    );
    return row;
  });
  await removeUnreferencedFiles(
    services,
    user,
    [deleted.videoFileId, deleted.thumbnailFileId],
    log,
    () => `deleted ${options.what} ${options.name(deleted)}`,
  );
  services.outboxWorker.wake();
}
