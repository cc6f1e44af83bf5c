import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "../../storage/s3-storage";
import { multipart } from "../../testing/multipart";
import { type S3TestServer, startS3TestApp } from "../../testing/s3-test-server";
import { sampleMp4 } from "../../testing/sample-files";
import type { TestContext } from "../../testing/test-app";

// The app with its files in an S3 bucket (docs/decisions/0026): the same routes, unchanged.

let s3: S3TestServer;
let bucket: string;
let context: TestContext;
let cookie: string;
beforeAll(async () => {
  ({ s3, bucket, context } = await startS3TestApp());
  ({ cookie } = await context.signInAsNew([]));
});
afterAll(async () => {
  await context.close();
  await s3.close();
});

describe("stored files in S3", () => {
  it("keeps an upload in the bucket and serves it whole and by byte range", async () => {
    const video = Buffer.concat([sampleMp4, randomBytes(200_000)]);
    const uploaded = await context.request({
      method: "POST",
      url: "/api/files?purpose=video",
      cookie,
      ...multipart("stone.mp4", video, "video/mp4"),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();

    const keys: string[] = [];
    for await (const key of createS3Storage({ client: s3.client, bucket }).list("")) keys.push(key);
    expect(keys).toHaveLength(1);
    expect(fs.existsSync(path.join(context.services.config.LOUPE_DATA_DIR, "files"))).toBe(false);

    const whole = await context.request({ url, cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);

    const middle = await context.request({ url, cookie, headers: { range: "bytes=100000-149999" } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe(`bytes 100000-149999/${video.length}`);
    expect(middle.rawPayload.equals(video.subarray(100_000, 150_000))).toBe(true);

    const tail = await context.request({ url, cookie, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);

    const beyond = await context.request({ url, cookie, headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });
});
