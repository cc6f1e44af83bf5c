import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-app";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
  cookie = (await context.signInAsNew()).cookie;
});
afterAll(() => context.close());

function multipart(name: string, type: string, content: Buffer) {
  const boundary = "----loupe-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("files", () => {
  it("stores an upload and serves it back byte for byte", async () => {
    const content = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
    const upload = await context.request({
      method: "POST",
      url: "/api/files",
      cookie,
      ...multipart("logo.png", "image/png", content),
    });
    expect(upload.statusCode).toBe(201);
    const stored = upload.json();
    expect(stored).toMatchObject({ name: "logo.png", contentType: "image/png", size: 70_000 });
    const download = await context.request({ url: stored.url, cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(download.rawPayload, content)).toBe(0);
  });

  it("answers 400 without a file and 404 for an unknown one", async () => {
    const empty = await context.request({
      method: "POST",
      url: "/api/files",
      cookie,
      payload: "------b--\r\n",
      headers: { "content-type": "multipart/form-data; boundary=----b" },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await context.request({ url: "/api/files/01900000-0000-7000-8000-000000000000", cookie });
    expect(unknown.statusCode).toBe(404);
  });
});
