import fs from "node:fs/promises";
import { messages } from "@loupe/domain/messages";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { videoUploadFileIdHeader } from "@loupe/domain/videos/video-save-api";
import { videoUploads } from "@loupe/domain/videos/video-uploads";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { storedFiles } from "../../db/files-schema";
import { createTestContext, type TestContext } from "../../testing/test-app";
import {
  listeningUrl,
  sampleMp4,
  sampleQuickTime,
  sha256,
  type TusAnswer,
  tusClient,
} from "./video-upload-testing";

let context: TestContext;
let baseUrl: string;
let owner: ReturnType<typeof tusClient>;
let ownerId: string;
let ownerCookie: string;
beforeAll(async () => {
  context = await createTestContext();
  await context.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = listeningUrl(context.app.server);
  // An ordinary staff member: no permissions at all.
  const signedIn = await context.signInAsNew([]);
  ownerId = signedIn.id;
  ownerCookie = signedIn.cookie;
  owner = tusClient(baseUrl, ownerCookie);
});
afterAll(() => context.close());

const uploadDirectory = () => context.services.config.videoUploadDirectory;
const filesOnDisk = async () => (await fs.readdir(uploadDirectory()).catch(() => [])).sort();
const storedRows = () => context.database.db.select().from(storedFiles);

beforeEach(async () => {
  await context.database.db.delete(storedFiles);
  await fs.rm(uploadDirectory(), { recursive: true, force: true });
  await fs.mkdir(uploadDirectory(), { recursive: true });
});

async function created(length: number, metadata: Record<string, string> = { filename: "LG123.mp4" }) {
  const answer = await owner.create(length, metadata);
  expect(answer.status).toBe(201);
  const location = answer.headers.get("location") ?? "";
  expect(location).toMatch(/^\/api\/video-uploads\/[0-9a-f-]{36}$/);
  return location;
}

const offsetOf = (answer: TusAnswer) => Number(answer.headers.get("upload-offset"));

describe("resumable video uploads (tus)", () => {
  it("refuses every tus request without a session", async () => {
    const location = await created(10);
    const anonymous = tusClient(baseUrl, null);
    const answers = [
      await anonymous.create(10),
      await anonymous.head(location),
      await anonymous.patch(location, 0, Buffer.alloc(10)),
      await anonymous.remove(location),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(JSON.parse(answers[0]?.body ?? "{}").detail).toBe(messages.signInRequired);
    expect(offsetOf(await owner.head(location))).toBe(0);
  });

  it("serves an upload to its owner only: another staff member is told it does not exist", async () => {
    const location = await created(20);
    expect((await owner.patch(location, 0, Buffer.alloc(5, 1))).status).toBe(204);
    const other = tusClient(baseUrl, (await context.signInAsNew()).cookie);
    const answers = [
      await other.head(location),
      await other.patch(location, 5, Buffer.alloc(5, 2)),
      await other.remove(location),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("upload-offset")).toBeNull();
    }
    expect(answers[1]?.body).toBe(videoMessages.videoUploadNotFound);
    // Untouched: the owner goes on where they were.
    expect(offsetOf(await owner.head(location))).toBe(5);
  });

  it("sets the owner itself: a client's own owner or stored-file metadata is dropped", async () => {
    const other = await context.signInAsNew();
    const location = await created(10, {
      filename: "a.mp4",
      loupeOwner: other.id,
      loupeFileId: "01900000-0000-7000-8000-000000000000",
    });
    const head = await owner.head(location);
    expect(head.status).toBe(200);
    expect(offsetOf(head)).toBe(0);
    expect(head.headers.get(videoUploadFileIdHeader)).toBeNull();
    expect((await tusClient(baseUrl, other.cookie).head(location)).status).toBe(404);
    const record = JSON.parse(
      await fs.readFile(`${uploadDirectory()}/${location.split("/").pop()}.json`, "utf8"),
    );
    expect(record.metadata).toEqual({ filename: "a.mp4", loupeOwner: ownerId });
  });

  it("refuses an upload above 500 MB at creation with 413", async () => {
    const answer = await owner.create(videoUploads.maxBytes + 1, { filename: "huge.mp4" });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(videoMessages.videoUploadTooLarge(500));
    expect(await filesOnDisk()).toEqual([]);
    expect((await owner.create(videoUploads.maxBytes)).status).toBe(201);
  });

  it("resumes a cut upload where the server's offset says and stores the same bytes", async () => {
    const video = sampleMp4(3 * 1_048_576);
    const location = await created(video.length);
    await owner.patchCut(location, 0, video, 1_200_000);
    // The server keeps what arrived before the cut (the cut request's lock is released first).
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset === 0; attempt++) {
      const head = await owner.head(location);
      expect(head.status).toBe(200);
      offset = offsetOf(head);
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1_200_000);
    const finish = await owner.patch(location, offset, video.subarray(offset));
    expect(finish.status).toBe(204);
    const fileId = finish.headers.get(videoUploadFileIdHeader) ?? "";
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await storedRows();
    expect(row).toMatchObject({
      id: fileId,
      name: "LG123.mp4",
      contentType: "video/mp4",
      size: video.length,
    });
    expect(row?.uploadedBy).toBe(ownerId);
    const served = await fetch(`${baseUrl}/api/files/${fileId}`, {
      headers: { cookie: `loupe_session=${ownerCookie}` },
    });
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(video));
    const [entry] = await context.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "upload"), eq(activityLog.entityId, fileId)));
    expect(entry?.summary).toContain(`LG123.mp4 (video/mp4, ${video.length} bytes, 1 s, avc1.64001f)`);
    // The tus copy is gone; only its small record stays, for a client whose answer was lost.
    expect(await filesOnDisk()).toEqual([`${location.split("/").pop()}.json`]);
    const head = await owner.head(location);
    expect(head.status).toBe(200);
    expect(offsetOf(head)).toBe(video.length);
    expect(head.headers.get("upload-length")).toBe(String(video.length));
    expect(head.headers.get(videoUploadFileIdHeader)).toBe(fileId);
    const again = await owner.patch(location, video.length, Buffer.alloc(0));
    expect(again.status).toBe(409);
    expect(again.headers.get(videoUploadFileIdHeader)).toBe(fileId);
    expect(await storedRows()).toHaveLength(1);
  });

  it("reads a video's length and codecs even when its movie box comes last", async () => {
    const video = sampleMp4(2 * 1_048_576, { moovLast: true });
    const location = await created(video.length, { filename: "camera.m4v" });
    const finish = await owner.patch(location, 0, video);
    expect(finish.status).toBe(204);
    const fileId = finish.headers.get(videoUploadFileIdHeader) ?? "";
    const [entry] = await context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, fileId));
    expect(entry?.summary).toContain("(video/mp4, ");
    expect(entry?.summary).toContain("1 s, avc1.64001f)");
  });

  it("keeps a QuickTime file as video/quicktime", async () => {
    const video = sampleQuickTime(50_000);
    const location = await created(video.length, { filename: "IMG_0042.MOV" });
    const finish = await owner.patch(location, 0, video);
    expect(finish.status).toBe(204);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      id: finish.headers.get(videoUploadFileIdHeader),
      name: "IMG_0042.MOV",
      contentType: "video/quicktime",
    });
  });

  it("refuses a finished upload that is not a video with 415 and keeps none of it", async () => {
    for (const [name, bytes] of [
      ["report.mp4", Buffer.from(`%PDF-1.7\n${"x".repeat(5000)}`)],
      ["page.mp4", Buffer.from(`<html><script>alert(1)</script>${" ".repeat(5000)}</html>`)],
      [
        "song.mp4",
        Buffer.concat([Buffer.from("\0\0\0\x14ftypM4A \0\0\0\0M4A ", "latin1"), Buffer.alloc(4000)]),
      ],
    ] as const) {
      const location = await created(bytes.length, { filename: name });
      const finish = await owner.patch(location, 0, bytes);
      expect({ name, status: finish.status, body: finish.body }).toEqual({
        name,
        status: 415,
        body: videoMessages.videoUploadNotAVideo(name),
      });
      expect(finish.headers.get(videoUploadFileIdHeader)).toBeNull();
      expect((await owner.head(location)).status).toBe(404);
    }
    expect(await filesOnDisk()).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it("cancels an upload with DELETE: nothing left on disk and no stored file", async () => {
    const video = sampleMp4(100_000);
    const location = await created(video.length);
    expect((await owner.patch(location, 0, video.subarray(0, 50_000))).status).toBe(204);
    expect(await filesOnDisk()).toHaveLength(2);
    expect((await owner.remove(location)).status).toBe(204);
    expect(await filesOnDisk()).toEqual([]);
    expect(await storedRows()).toEqual([]);
    const head = await owner.head(location);
    expect(head.status).toBe(404);
  });
});
