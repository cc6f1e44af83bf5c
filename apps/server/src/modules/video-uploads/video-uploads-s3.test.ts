import fs from "node:fs/promises";
import { videoUploadFileIdHeader } from "@loupe/domain/videos/video-save-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/files-schema";
import { createS3Storage } from "../../storage/s3-storage";
import { type S3TestServer, startS3TestApp } from "../../testing/s3-test-server";
import type { TestContext } from "../../testing/test-app";
import { listeningUrl, sampleMp4, sha256, tusClient } from "./video-upload-testing";

// Resumable uploads with the files in S3 (docs/decisions/0022, 0026): the parts that have arrived
// stay in LOUPE_VIDEO_UPLOAD_DIR until the upload is whole; the finished video is streamed into
// the bucket and served from there.

let s3: S3TestServer;
let bucket: string;
let context: TestContext;
let baseUrl: string;
let cookie: string;
beforeAll(async () => {
  ({ s3, bucket, context } = await startS3TestApp());
  await context.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = listeningUrl(context.app.server);
  ({ cookie } = await context.signInAsNew([]));
});
afterAll(async () => {
  await context.close();
  await s3.close();
});

async function keysInBucket(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of createS3Storage({ client: s3.client, bucket }).list("")) keys.push(key);
  return keys;
}

describe("resumable video uploads with S3", () => {
  it("keeps the unfinished upload on the server's disk and lands the finished video in the bucket", async () => {
    // More than one 5 MiB part, so the finished video goes to S3 as a multipart upload.
    const video = sampleMp4(7 * 1_048_576);
    const owner = tusClient(baseUrl, cookie);
    const created = await owner.create(video.length, { filename: "LG777.mp4" });
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    const half = 3 * 1_048_576;

    expect((await owner.patch(location, 0, video.subarray(0, half))).status).toBe(204);
    const uploadDirectory = context.services.config.videoUploadDirectory;
    expect(await fs.readdir(uploadDirectory)).toHaveLength(2);
    expect(await keysInBucket()).toEqual([]);

    const finish = await owner.patch(location, half, video.subarray(half));
    expect(finish.status).toBe(204);
    const fileId = finish.headers.get(videoUploadFileIdHeader) ?? "";
    const [row] = await context.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    expect(row).toMatchObject({ size: video.length, contentType: "video/mp4" });
    expect(await keysInBucket()).toEqual([row?.storageKey]);
    // Only the tus record stays on disk, for a client whose answer was lost.
    expect(await fs.readdir(uploadDirectory)).toEqual([`${location.split("/").pop()}.json`]);
    expect(await s3.leftovers(bucket)).toEqual([]);

    const served = await fetch(`${baseUrl}/api/files/${fileId}`, {
      headers: { cookie: `loupe_session=${cookie}` },
    });
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(video));
    const seek = await fetch(`${baseUrl}/api/files/${fileId}`, {
      headers: { cookie: `loupe_session=${cookie}`, range: "bytes=6000000-6000099" },
    });
    expect(seek.status).toBe(206);
    expect(Buffer.from(await seek.arrayBuffer()).equals(video.subarray(6_000_000, 6_000_100))).toBe(true);
  });
});
