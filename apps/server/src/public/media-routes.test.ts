import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies, diamonds, storedFiles } from "../db/schema";
import { expectInertFileResponse } from "../testing/expect-inert-file";
import { createTestContext, type TestContext } from "../testing/test-app";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

async function storeFile(name: string, contentType: string, content: Buffer) {
  const id = uuidv7();
  const storageKey = `uploads/${id}`;
  await context.services.storage.put(storageKey, content);
  await context.services.db
    .insert(storedFiles)
    .values({ id, storageKey, name, contentType, size: content.length });
  return id;
}

const media = (id: string, headers: Record<string, string> = {}) =>
  context.request({ url: `/c/media/${encodeURIComponent(id)}`, headers });

describe("public media", () => {
  it("serves a diamond's certificate video, whole and by range", async () => {
    const id = await storeFile("stone.mp4", "video/mp4", video);
    await context.services.db
      .insert(diamonds)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "LG1", certificateVideoFileId: id });

    const whole = await media(id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expectInertFileResponse(whole, "stone.mp4");
    expect(whole.headers["cache-control"]).toContain("public");
    expect(whole.rawPayload.equals(video)).toBe(true);

    // Safari opens a video with bytes=0-1 and will not play it without a 206.
    const probe = await media(id, { range: "bytes=0-1" });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers["content-range"]).toBe("bytes 0-1/1000");
    expect(probe.headers["content-length"]).toBe("2");
    expect(probe.rawPayload.equals(video.subarray(0, 2))).toBe(true);

    const middle = await media(id, { range: "bytes=100-599" });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-range"]).toBe("bytes 100-599/1000");
    expect(middle.rawPayload.equals(video.subarray(100, 600))).toBe(true);

    const tail = await media(id, { range: "bytes=-10" });
    expect(tail.headers["content-range"]).toBe("bytes 990-999/1000");
    expect(tail.rawPayload.equals(video.subarray(990))).toBe(true);

    const beyond = await media(id, { range: "bytes=1000-" });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */1000");

    const head = await context.app.inject({ method: "HEAD", url: `/c/media/${id}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("1000");
    expect(head.body).toBe("");

    const cached = await media(id, { "if-none-match": String(whole.headers.etag) });
    expect(cached.statusCode).toBe(304);
  });

  it("serves a company's logo", async () => {
    const id = await storeFile("logo.png", "image/png", Buffer.from("png-bytes"));
    await context.services.db
      .insert(companies)
      .values({ id: uuidv7(), kind: "client", name: "Aurora", logoFileId: id });
    const response = await media(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.body).toBe("png-bytes");
  });

  it("keeps every other stored file private", async () => {
    const unreferenced = await storeFile("invoice.pdf", "application/pdf", Buffer.from("%PDF"));
    const background = await storeFile("background.png", "image/png", Buffer.from("png"));
    await context.services.db
      .insert(companies)
      .values({ id: uuidv7(), kind: "client", name: "Aurora", backgroundFileId: background });
    for (const id of [unreferenced, background, uuidv7(), "not-a-uuid", "../../etc/passwd"]) {
      const response = await media(id);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
    }
  });

  it("never serves an uploaded video as a document, whatever type was stored before the checks", async () => {
    const id = await storeFile("clip.mov", "text/html", Buffer.from("<script>alert(1)</script>"));
    await context.services.db
      .insert(diamonds)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "LG2", certificateVideoFileId: id });
    const legacy = await media(id);
    expect(legacy.headers["content-type"]).toBe("application/octet-stream");
    expectInertFileResponse(legacy, "legacy clip.mov");
    const other = await storeFile("clip.bin", "text/html", Buffer.from("<p>"));
    await context.services.db
      .insert(diamonds)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "LG3", certificateVideoFileId: other });
    expect((await media(other)).headers["content-type"]).toBe("application/octet-stream");
    expectInertFileResponse(await media(other), "legacy clip.bin");
  });
});
