import { asc, ne } from "drizzle-orm";
import { activityLog } from "../../db/activity-schema";
import type { Executor } from "../../db/client";
import { outbox } from "../../db/outbox-schema";
import { storeTestFile } from "../../testing/stored-file";
import type { TestContext } from "../../testing/test-app";

// An upload as the tus endpoint and POST /api/files leave it (bytes in storage and their row), for
// the save's tests: a video (MP4 or QuickTime) or a thumbnail image.
export const storeVideoFile = (context: TestContext, name = "video.mp4", contentType = "video/mp4") =>
  storeTestFile(context, name, contentType);
export const storeThumbnail = (context: TestContext, name = "thumbnail.jpg") =>
  storeTestFile(context, name, "image/jpeg");

// What a save's or an edit's tests read back: the messages queued (barcode pushes), and the
// entries the test's writes added (the sign-in's left out), each oldest first.
export const queuedPushes = (db: Executor) =>
  db.select({ kind: outbox.kind, payload: outbox.payload }).from(outbox).orderBy(asc(outbox.id));
export const entriesWritten = (db: Executor) =>
  db
    .select({
      action: activityLog.action,
      entityType: activityLog.entityType,
      entityId: activityLog.entityId,
      subject: activityLog.subject,
      summary: activityLog.summary,
      changes: activityLog.changes,
    })
    .from(activityLog)
    .where(ne(activityLog.action, "sign-in"))
    .orderBy(asc(activityLog.id));
