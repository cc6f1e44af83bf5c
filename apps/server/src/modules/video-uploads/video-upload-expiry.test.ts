import fs from "node:fs/promises";
import path from "node:path";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import { videoUploadFileIdHeader } from "@loupe/domain/videos/video-save-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/files-schema";
import { removeExpiredRecords } from "../../jobs/housekeeping";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { listeningUrl, sampleMp4, tusClient } from "./video-upload-testing";

// Abandoned uploads: the tus expiration extension refuses them once expired, and the hourly
// housekeeping removes them (finished ones' records too); here with an expiry of about a second.
const expirySeconds = 1.5;

let context: TestContext;
let owner: ReturnType<typeof tusClient>;
beforeAll(async () => {
  context = await createTestContext({ VIDEO_UPLOAD_EXPIRY_HOURS: String(expirySeconds / 3600) });
  await context.app.listen({ port: 0, host: "127.0.0.1" });
  owner = tusClient(listeningUrl(context.app.server), (await context.signInAsNew([])).cookie);
});
afterAll(() => context.close());

const directory = () => context.services.config.videoUploadDirectory;
const housekeeping = (now: Date) =>
  removeExpiredRecords(
    context.database.db,
    context.services.sessionPolicy,
    context.services.expiredRecordCleanups,
    now,
  );

describe("abandoned video uploads", () => {
  it("lives under the data directory unless configured elsewhere", () => {
    expect(directory()).toBe(path.join(context.services.config.LOUPE_DATA_DIR, "tus-uploads"));
  });

  it("are refused once expired and removed by the housekeeping, finished records included", async () => {
    const video = sampleMp4(20_000);
    const abandoned =
      (await owner.create(video.length, { filename: "left.mp4" })).headers.get("location") ?? "";
    const patched = await owner.patch(abandoned, 0, video.subarray(0, 10_000));
    expect(patched.status).toBe(204);
    expect(patched.headers.get("upload-expires")).toBeTruthy();
    const finished =
      (await owner.create(video.length, { filename: "done.mp4" })).headers.get("location") ?? "";
    const finish = await owner.patch(finished, 0, video);
    expect(finish.status).toBe(204);
    expect(finish.headers.get(videoUploadFileIdHeader)).toBeTruthy();
    // A stray file with no record (a crash while creating one).
    await fs.writeFile(path.join(directory(), "stray"), "x");
    expect((await fs.readdir(directory())).sort()).toHaveLength(4);

    // Not yet expired: the housekeeping leaves everything.
    await housekeeping(new Date());
    expect(await fs.readdir(directory())).toHaveLength(4);

    await new Promise((resolve) => setTimeout(resolve, expirySeconds * 1000 + 200));
    const late = await owner.head(abandoned);
    expect(late.status).toBe(410);
    const latePatch = await owner.patch(abandoned, 10_000, video.subarray(10_000));
    expect(latePatch.status).toBe(410);
    expect(latePatch.body).toBe(videoMessages.videoUploadNotFound);

    await housekeeping(new Date());
    expect(await fs.readdir(directory())).toEqual([]);
    expect((await owner.head(abandoned)).status).toBe(404);
    expect((await owner.head(finished)).status).toBe(404);
    // The finished upload's stored file is not the upload's to remove.
    expect(await context.database.db.select().from(storedFiles)).toHaveLength(1);
  });

  it("cleans an upload directory that is not there yet without failing", async () => {
    await fs.rm(directory(), { recursive: true, force: true });
    await expect(housekeeping(new Date(Date.now() + 86_400_000))).resolves.toBeUndefined();
  });
});
