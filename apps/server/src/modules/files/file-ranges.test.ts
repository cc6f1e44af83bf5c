import { randomBytes } from "node:crypto";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/files-schema";
import { expectInertFileResponse } from "../../testing/expect-inert-file";
import { createTestContext, type TestContext } from "../../testing/test-app";

let context: TestContext;
let cookie: string;
const video = randomBytes(1000);
let id: string;
beforeAll(async () => {
  context = await createTestContext();
  ({ cookie } = await context.signInAsNew([]));
  id = uuidv7();
  await context.services.storage.put(`uploads/test/${id}`, video);
  await context.database.db.insert(storedFiles).values({
    id,
    storageKey: `uploads/test/${id}`,
    name: "stone.mp4",
    contentType: "video/mp4",
    size: 1000,
  });
});
afterAll(() => context.close());

const read = (headers: Record<string, string> = {}) =>
  context.request({ url: `/api/files/${id}`, cookie, headers });

describe("a stored file read by staff", () => {
  it("is served whole or by one byte range, so a video plays and seeks", async () => {
    const whole = await read();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-length"]).toBe("1000");
    expect(whole.headers["cache-control"]).toContain("private");
    expectInertFileResponse(whole, "stone.mp4");
    expect(whole.rawPayload.equals(video)).toBe(true);

    const probe = await read({ range: "bytes=0-1" });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers["content-range"]).toBe("bytes 0-1/1000");
    expect(probe.headers["content-length"]).toBe("2");
    expect(probe.rawPayload.equals(video.subarray(0, 2))).toBe(true);

    const middle = await read({ range: "bytes=100-599" });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe("bytes 100-599/1000");
    expect(middle.rawPayload.equals(video.subarray(100, 600))).toBe(true);
    expectInertFileResponse(middle, "stone.mp4 by range");

    const tail = await read({ range: "bytes=-10" });
    expect(tail.headers["content-range"]).toBe("bytes 990-999/1000");
    expect(tail.rawPayload.equals(video.subarray(990))).toBe(true);

    const beyond = await read({ range: "bytes=1000-" });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");

    const head = await context.app.inject({
      method: "HEAD",
      url: `/api/files/${id}`,
      headers: { cookie: `loupe_session=${cookie}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("1000");
    expect(head.headers["accept-ranges"]).toBe("bytes");
    expect(head.body).toBe("");

    // A stale If-Range gets the whole file; a matching one the range.
    const etag = String(whole.headers.etag);
    expect((await read({ range: "bytes=0-1", "if-range": '"other"' })).statusCode).toBe(200);
    expect((await read({ range: "bytes=0-1", "if-range": etag })).statusCode).toBe(206);
    expect((await read({ "if-none-match": etag })).statusCode).toBe(304);
  });

  it("needs a session for a range too", async () => {
    const anonymous = await context.request({ url: `/api/files/${id}`, headers: { range: "bytes=0-1" } });
    expect(anonymous.statusCode).toBe(401);
  });
});
