import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/test-app";
import { documentOnlyHeaders } from "./web-app";

const script = `console.log(${JSON.stringify("new build ".repeat(200))})`;
let context: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-web-dist-"));
  await fs.mkdir(path.join(webDist, "assets"));
  await fs.writeFile(
    path.join(webDist, "index.html"),
    '<!doctype html><script src="/assets/app-new.js"></script>',
  );
  await fs.writeFile(path.join(webDist, "assets", "app-new.js"), script);
  await fs.writeFile(path.join(webDist, "assets", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(webDist, "assets", "app-new.js.br"), brotliCompressSync(script));
  await fs.writeFile(path.join(webDist, "assets", "app-new.js.gz"), gzipSync(script));
  context = await createTestContext({ WEB_DIST: webDist });
});
afterAll(async () => {
  await context.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves the app page for every screen, never cached, so a deploy is picked up", async () => {
    for (const url of [
      "/",
      "/diamond",
      "/diamond/01900000-0000-7000-8000-000000000000",
      "/reset-password?token=x",
    ]) {
      const response = await context.request({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    expect((await context.request({ url: "/index.html" })).headers["cache-control"]).toBe("no-cache");
  });

  it("serves built assets for a year", async () => {
    const response = await context.request({ url: "/assets/app-new.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Never revalidated, so no validators; the page carries HSTS.
    for (const name of ["etag", "last-modified", "accept-ranges", "strict-transport-security"])
      expect({ name, value: response.headers[name] }).toEqual({ name });
    expect((await context.request({ url: "/" })).headers["strict-transport-security"]).toBeTruthy();
  });

  it("sends the page policy headers with pages and SVG files, not with every script", async () => {
    const script = await context.request({ url: "/assets/app-new.js" });
    for (const name of documentOnlyHeaders) expect({ name, value: script.headers[name] }).toEqual({ name });
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const url of ["/", "/diamond", "/index.html", "/assets/logo.svg"]) {
      const page = await context.request({ url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      for (const name of documentOnlyHeaders) expect(page.headers[name], `${url} ${name}`).toBeTruthy();
    }
  });

  it("serves the build's precompressed copy the browser accepts, brotli first", async () => {
    const brotli = await context.request({
      url: "/assets/app-new.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzipped = await context.request({
      url: "/assets/app-new.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await context.request({
      url: "/assets/app-new.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers 404, never the app page, for a file the build does not have", async () => {
    for (const url of [
      "/assets/app-old.js",
      "/assets/app-old.css?v=1",
      "/assets/",
      "/favicon.ico",
      "/robots.txt",
    ]) {
      const response = await context.request({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers["content-type"]).toContain("text/plain");
      expect(response.body).not.toContain("<script");
    }
  });
});
