import {
  productDisplayPageSchema,
  productDisplayVideoSchema,
} from "@loupe/domain/videos/product-display-api";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { insertStoredFile } from "../../testing/stored-file";
import { testSuite } from "../../testing/test-suite";
import { insertProductDisplayVideo } from "./product-display-test-helpers";
import { productDisplayVideos } from "./schema";
import { badPageToken, notAnImageFile, notAVideoFile } from "./service";

const suite = testSuite();
const path = "/api/product-display-videos";
const send = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
  suite.context.request({ method, url, cookie: suite.cookie, ...(payload ? { payload } : {}) });
const list = async (query = "") => {
  const response = await send("GET", `${path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return productDisplayPageSchema.parse(response.json());
};
const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 9, n));

describe("the Video Manager", () => {
  describe("with 120 videos", () => {
    beforeEach(async () => {
      const db = suite.context.database.db;
      for (let n = 0; n < 120; n += 1)
        await insertProductDisplayVideo(db, {
          fileName: n % 10 === 0 ? `RING${n}_00${n % 3}.mp4` : `pendant-${n}.mov`,
          created: minute(n),
          thumbnail: n === 119,
        });
    });

    it("pages newest first, 50 a page, by tokens; the last page has no next", async () => {
      const first = await list();
      expect(first.items).toHaveLength(50);
      expect(first.items[0]).toMatchObject({
        fileName: "pendant-119.mov",
        created: minute(119).toISOString(),
      });
      expect(first.items[0]?.thumbnailUrl).toMatch(/^\/api\/files\//);
      expect(first.items[1]?.thumbnailUrl).toBeNull();
      const second = await list(`after=${first.next}`);
      expect(second.items[0]?.fileName).toBe("pendant-69.mov");
      const third = await list(`after=${second.next}`);
      expect(third.items.map((item) => item.fileName).at(-1)).toBe("RING0_000.mp4");
      expect(third.items).toHaveLength(20);
      expect(third.next).toBeNull();
      const all = [...first.items, ...second.items, ...third.items].map((item) => item.id);
      expect(new Set(all).size).toBe(120);
    });

    it("searches by file name, an extension and a take suffix stripped, whatever the case", async () => {
      const takes = await list(`search=${encodeURIComponent("ring10_002.MP4")}`);
      expect(takes.items.map((item) => item.fileName)).toEqual(["RING100_001.mp4", "RING10_001.mp4"]);
      const rings = await list("search=ring");
      expect(rings.items).toHaveLength(12);
      expect(rings.next).toBeNull();
      expect((await list("search=%25")).items).toEqual([]);
    });

    it("refuses a token it did not give with a clear message", async () => {
      const response = await send("GET", `${path}?after=bm90LWEtdG9rZW4`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(badPageToken);
      expect((await send("GET", `${path}?after=${encodeURIComponent("a b")}`)).statusCode).toBe(400);
    });
  });

  it("adds a finished upload with its thumbnail and an activity entry", async () => {
    const db = suite.context.database.db;
    const fileId = await insertStoredFile(db, "BANGLE5_001.mp4", "video/mp4");
    const thumbnailFileId = await insertStoredFile(db, "BANGLE5_001.jpg", "image/jpeg");
    const response = await send("POST", path, { fileId, thumbnailFileId });
    expect(response.statusCode, response.body).toBe(201);
    const added = productDisplayVideoSchema.parse(response.json());
    expect(added).toMatchObject({ fileName: "BANGLE5_001.mp4", contentType: "video/mp4", size: 1000 });
    expect(added.videoUrl).toBe(`/api/files/${fileId}`);
    expect(added.thumbnailUrl).toBe(`/api/files/${thumbnailFileId}`);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.entityId, added.id));
    expect(entry).toMatchObject({
      action: "create",
      entityType: "product-display-video",
      subject: "BANGLE5_001.mp4",
    });
  });

  it("refuses a file that is not a video, a thumbnail that is not an image, and writes nothing", async () => {
    const db = suite.context.database.db;
    const image = await insertStoredFile(db, "x.jpg", "image/jpeg");
    const video = await insertStoredFile(db, "y.mp4", "video/mp4");
    const cases = [
      [{ fileId: image, thumbnailFileId: null }, notAVideoFile],
      [{ fileId: uuidv7(), thumbnailFileId: null }, notAVideoFile],
      [{ fileId: video, thumbnailFileId: video }, notAnImageFile],
    ] as const;
    for (const [payload, detail] of cases) {
      const response = await send("POST", path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    expect(await db.select().from(productDisplayVideos)).toEqual([]);
    expect((await send("POST", path, { fileId: "nope" })).statusCode).toBe(400);
  });

  it("deletes one with an activity entry; a second delete is a 404", async () => {
    const db = suite.context.database.db;
    const id = await insertProductDisplayVideo(db, { fileName: "EAR9.mp4" });
    expect((await send("DELETE", `${path}/${id}`)).statusCode).toBe(204);
    expect(await db.select().from(productDisplayVideos)).toEqual([]);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(entry).toMatchObject({ action: "delete", subject: "EAR9.mp4" });
    expect((await send("DELETE", `${path}/${id}`)).statusCode).toBe(404);
    expect((await send("DELETE", `${path}/not-an-id`)).statusCode).toBe(400);
  });
});
