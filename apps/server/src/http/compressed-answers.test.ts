import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { storedFiles } from "../db/files-schema";
import { demoSuite } from "../testing/test-suite";

const suite = demoSuite();
const browser = "gzip, deflate, br, zstd";
const get = (url: string, headers: Record<string, string> = {}) =>
  suite.context.request({ url, cookie: suite.cookie, headers });

describe("answers compressed for the browser", () => {
  it("sends a list's JSON as brotli or gzip when accepted, the same JSON either way", async () => {
    const url = "/api/diamonds?limit=100";
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const json = plain.json();
    expect(json.items.length).toBeGreaterThan(10);

    const brotli = await get(url, { "accept-encoding": browser });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers.vary)).toContain("accept-encoding");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.rawPayload.length);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(json);

    const gzip = await get(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it("leaves a small answer as it is", async () => {
    const small = await get("/api/auth/session", { "accept-encoding": browser });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it("serves a stored file as stored, whole or by range", async () => {
    const bytes = randomBytes(4096);
    const id = uuidv7();
    await suite.context.services.storage.put(`uploads/test/${id}`, bytes);
    await suite.context.database.db.insert(storedFiles).values({
      id,
      storageKey: `uploads/test/${id}`,
      name: "stone.mp4",
      contentType: "video/mp4",
      size: bytes.length,
    });
    const whole = await get(`/api/files/${id}`, { "accept-encoding": browser });
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await get(`/api/files/${id}`, { "accept-encoding": browser, range: "bytes=0-9" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
  });

  it("compresses a public page once, by its own route", async () => {
    const { items } = (await get("/api/diamonds?limit=100")).json() as {
      items: { publicPath: string | null }[];
    };
    const path = items.find((item) => item.publicPath)?.publicPath;
    expect(path).toMatch(/^\/c\/diamond\//);
    const page = await suite.context.request({ url: String(path), headers: { "accept-encoding": browser } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/i);
  });

  it("does not inflate a compressed request body: it is refused as unreadable, nothing written", async () => {
    const response = await suite.context.request({
      method: "POST",
      url: "/api/auth/login",
      payload: gzipSync(JSON.stringify({ email: "someone@lab.test", password: "x" })),
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
