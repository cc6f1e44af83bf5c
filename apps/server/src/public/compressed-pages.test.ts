import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { diamonds } from "../modules/diamonds/schema";
import { testSuite } from "../testing/test-suite";

// The public pages, their styles and script go out compressed to a browser that accepts it, and
// plain to one that does not; the content is the same either way.
const suite = testSuite();
const get = (url: string, encoding?: string) =>
  suite.context.request({ url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("compressed public pages", () => {
  it("sends the page, the 404, the styles and the script in brotli or gzip, else plain", async () => {
    await suite.context.database.db
      .insert(diamonds)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "LG1", weight: 1 });
    const page = await get("/c/diamond/LG1");
    const styles = page.body.match(/href="(\/c\/assets\/certificate\.css\?v=\w+)"/)?.[1] ?? "";
    for (const url of ["/c/diamond/LG1", "/c/diamond/NOPE", styles, "/c/assets/certificate.js"]) {
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect({ url, vary: plain.headers.vary }).toEqual({
        url,
        vary: expect.stringContaining("accept-encoding"),
      });
      const brotli = await get(url, "gzip, deflate, br, zstd");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      const gzip = await get(url, "gzip;q=1, br;q=0");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.statusCode).toBe(plain.statusCode);
    }
  });
});
