import { videoMessages } from "@loupe/domain/videos/video-messages";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { outbox } from "../../db/outbox-schema";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { mailText } from "../../testing/smtp-test-suite";
import { storedFileLeft } from "../../testing/stored-file";
import { noticeTestSuite } from "../../testing/super-administrators";
import { storeThumbnail, storeVideoFile } from "./video-test-helpers";

// Deleting a digital certificate video (002 §6): its files go once nothing refers to them, and
// every super administrator is mailed, through the outbox, over SMTP.
const suite = noticeTestSuite();
const db = () => suite.context.database.db;
const path = "/api/certificate-videos";

const remove = (id: string) =>
  suite.context.request({ method: "DELETE", url: `${path}/${id}`, cookie: suite.cookie });

describe("deleting a digital certificate video", () => {
  it("removes its video and thumbnail files, rows and bytes, with their entries", async () => {
    const videoFileId = await storeVideoFile(suite.context, "LG1000.mp4");
    const thumbnailFileId = await storeThumbnail(suite.context, "LG1000.jpg");
    const id = await insertCertificateVideo(db(), { name: "LG1000", videoFileId, thumbnailFileId });
    const response = await remove(id);
    expect(response.statusCode, response.body).toBe(204);
    for (const fileId of [videoFileId, thumbnailFileId])
      expect(await storedFileLeft(suite.context, fileId)).toEqual({ row: false, bytes: false });
    const entries = await db()
      .select({
        action: activityLog.action,
        entityType: activityLog.entityType,
        summary: activityLog.summary,
      })
      .from(activityLog)
      .where(eq(activityLog.action, "delete"));
    expect(entries).toEqual([
      {
        action: "delete",
        entityType: "certificate-video",
        summary: "Ines Marlow deleted digital certificate video LG1000",
      },
      {
        action: "delete",
        entityType: "file",
        summary:
          "Ines Marlow deleted digital certificate video LG1000; nothing refers to LG1000.mp4 any more, so it was removed",
      },
      {
        action: "delete",
        entityType: "file",
        summary:
          "Ines Marlow deleted digital certificate video LG1000; nothing refers to LG1000.jpg any more, so it was removed",
      },
    ]);
  });

  it("keeps a file another video still refers to (the demo's shared stand-in), until the last one goes", async () => {
    const shared = await storeVideoFile(suite.context, "stand-in.mp4");
    const first = await insertCertificateVideo(db(), { name: "DEMO-1", videoFileId: shared });
    const second = await insertCertificateVideo(db(), { name: "DEMO-2", videoFileId: shared });
    expect((await remove(first)).statusCode).toBe(204);
    expect(await storedFileLeft(suite.context, shared)).toEqual({ row: true, bytes: true });
    expect((await remove(second)).statusCode).toBe(204);
    expect(await storedFileLeft(suite.context, shared)).toEqual({ row: false, bytes: false });
  });

  it("mails every enabled super administrator, and nobody else, naming the video, its client and the deleter", async () => {
    const client = await insertClient(db(), "Meridian Jewels");
    const id = await insertCertificateVideo(db(), { name: "LG1000", clientId: client });
    expect((await remove(id)).statusCode).toBe(204);
    await suite.context.services.outboxWorker.runOnce();
    const mail = videoMessages.videoDeletedMail({
      kind: "certificate",
      name: "LG1000",
      client: "Meridian Jewels",
      deletedBy: "Ines Marlow",
    });
    expect(suite.smtp.received.flatMap((received) => received.to).sort()).toEqual(suite.superAdministrators);
    for (const received of suite.smtp.received) {
      const text = mailText(received);
      expect(text).toContain(`Subject: ${mail.subject}`);
      expect(text.replace(/\r\n/g, "\n")).toContain(mail.text.trim());
      expect(text).toContain(
        "Ines Marlow deleted the digital certificate video LG1000 of the client Meridian Jewels.",
      );
    }
  });

  it("says when the video had no client; a delete that finds nothing queues no mail", async () => {
    expect((await remove(uuidv7())).statusCode).toBe(404);
    expect(await db().select().from(outbox)).toEqual([]);
    const id = await insertCertificateVideo(db(), { name: "ORD7-2" });
    expect((await remove(id)).statusCode).toBe(204);
    await suite.context.services.outboxWorker.runOnce();
    expect(suite.smtp.received).toHaveLength(2);
    expect(mailText(suite.smtp.received[0] ?? { from: "", to: [], raw: "" })).toContain(
      "Ines Marlow deleted the digital certificate video ORD7-2, which had no client.",
    );
  });
});
