import { videoMessages } from "@loupe/domain/videos/video-messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { mailText } from "../../testing/smtp-test-suite";
import { storedFileLeft, storeTestFile } from "../../testing/stored-file";
import { noticeTestSuite } from "../../testing/super-administrators";
import { insertProductDisplayVideo } from "./product-display-test-helpers";

// Deleting a Video Manager video (002 §6): its files go once nothing refers to them, and every
// super administrator is mailed, through the outbox, over SMTP.
const suite = noticeTestSuite();
const path = "/api/product-display-videos";

const remove = (id: string) =>
  suite.context.request({ method: "DELETE", url: `${path}/${id}`, cookie: suite.cookie });

describe("deleting a Video Manager video", () => {
  it("removes its files, rows and bytes, and mails every enabled super administrator, nobody else", async () => {
    const videoFileId = await storeTestFile(suite.context, "RING7_002.mp4", "video/mp4");
    const thumbnailFileId = await storeTestFile(suite.context, "RING7_002.jpg", "image/jpeg");
    const db = suite.context.database.db;
    const id = await insertProductDisplayVideo(db, {
      fileName: "RING7_002.mp4",
      videoFileId,
      thumbnailFileId,
    });
    const response = await remove(id);
    expect(response.statusCode, response.body).toBe(204);
    for (const fileId of [videoFileId, thumbnailFileId])
      expect(await storedFileLeft(suite.context, fileId)).toEqual({ row: false, bytes: false });
    const files = await db
      .select({ subject: activityLog.subject })
      .from(activityLog)
      .where(eq(activityLog.entityType, "file"));
    expect(files.map((entry) => entry.subject).sort()).toEqual(["RING7_002.jpg", "RING7_002.mp4"]);

    await suite.context.services.outboxWorker.runOnce();
    expect(suite.smtp.received.flatMap((received) => received.to).sort()).toEqual(suite.superAdministrators);
    const mail = videoMessages.videoDeletedMail({
      kind: "product-display",
      name: "RING7_002.mp4",
      client: null,
      deletedBy: "Ines Marlow",
    });
    for (const received of suite.smtp.received) {
      expect(mailText(received)).toContain(`Subject: ${mail.subject}`);
      expect(mailText(received)).toContain(
        "Ines Marlow deleted the Video Manager video RING7_002.mp4, which had no client.",
      );
    }
  });

  it("keeps a file another video still refers to, until the last one goes", async () => {
    const db = suite.context.database.db;
    const shared = await storeTestFile(suite.context, "stand-in.mp4", "video/mp4");
    const first = await insertProductDisplayVideo(db, { fileName: "A.mp4", videoFileId: shared });
    const second = await insertProductDisplayVideo(db, { fileName: "B.mp4", videoFileId: shared });
    expect((await remove(first)).statusCode).toBe(204);
    expect(await storedFileLeft(suite.context, shared)).toEqual({ row: true, bytes: true });
    expect((await remove(second)).statusCode).toBe(204);
    expect(await storedFileLeft(suite.context, shared)).toEqual({ row: false, bytes: false });
  });
});
