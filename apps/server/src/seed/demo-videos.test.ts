import type { ProductDisplayPage } from "@loupe/domain/videos/product-display-api";
import type { QrList, QrListPage } from "@loupe/domain/videos/qr-list-api";
import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/outbox-schema";
import type { BarcodeRegistrySimulator } from "../integrations/barcode-registry/barcode-registry-simulator";
import { demoSuite } from "../testing/test-suite";

const suite = demoSuite();

describe("the demo digital certificate videos", () => {
  it("were each edited after they were made, in another order than they were made", async () => {
    const response = await suite.context.request({
      url: "/api/certificate-videos?sort=created:desc",
      cookie: suite.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { name: string; created: string; updated: string }[];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items)
      expect(Date.parse(item.updated)).toBeGreaterThanOrEqual(Date.parse(item.created));
    const byUpdated = [...items].sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated));
    expect(byUpdated.map((item) => item.name)).not.toEqual(items.map((item) => item.name));
  });

  it("queue the barcode push of those the service has not taken, which the simulator then takes", async () => {
    const listed = async () => {
      const response = await suite.context.request({
        url: "/api/certificate-videos?sort=name:asc",
        cookie: suite.cookie,
      });
      return response.json().items as { id: string; name: string; addedBarcode: boolean }[];
    };
    const waiting = (await listed()).filter((item) => !item.addedBarcode);
    expect(waiting.length).toBeGreaterThan(0);
    const queued = await suite.context.database.db.select().from(outbox);
    const byVideo = (a: { videoId: string }, b: { videoId: string }) => a.videoId.localeCompare(b.videoId);
    expect(queued.every((row) => row.kind === certificateVideoBarcodeKind)).toBe(true);
    expect(queued.map((row) => row.payload as { videoId: string }).sort(byVideo)).toEqual(
      waiting.map((item) => ({ videoId: item.id, override: false })).sort(byVideo),
    );
    await suite.context.services.outboxWorker.runOnce();
    expect((await listed()).every((item) => item.addedBarcode)).toBe(true);
    const registry = suite.context.services.integrations.barcodeRegistry as BarcodeRegistrySimulator;
    // Named by certificate number with a SKU: the SKU is the barcode.
    expect(registry.lookup("MER-PEND-77")?.customer).toBeTruthy();
  });
});

describe("the demo QR lists", () => {
  it("list the demo's videos in order, each list with its client, newest first", async () => {
    const response = await suite.context.request({ url: "/api/qr-lists", cookie: suite.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as QrListPage;
    expect(
      page.items.map((list) => ({
        title: list.title,
        client: list.client?.name,
        videos: list.videoCount,
        printed: list.qrCodeGenerated,
      })),
    ).toEqual([
      { title: "Holiday Window", client: "Meridian Diamonds", videos: 3, printed: false },
      { title: "Bridal Showcase", client: "Aurora Fine Jewelry", videos: 2, printed: true },
    ]);
    for (const item of page.items) expect(Date.parse(item.updated)).toBeGreaterThan(Date.parse(item.created));
    const holiday = page.items[0];
    const opened = await suite.context.request({ url: `/api/qr-lists/${holiday?.id}`, cookie: suite.cookie });
    expect((opened.json() as QrList).videos.map((video) => video.name)).toEqual([
      "LG1000234",
      "ORD7-2",
      "CRS-EAR-0009",
    ]);
    // The page its QR code opens, without a session.
    const publicPage = await suite.context.request({ url: `/c/list/${holiday?.id}` });
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.body).toContain('<h1 id="list-title">Holiday Window</h1>');
    expect(publicPage.body).toContain("3 videos");
  });
});

describe("the demo Video Manager videos", () => {
  const listed = async (search?: string) => {
    const query = search ? `?search=${encodeURIComponent(search)}` : "";
    const response = await suite.context.request({
      url: `/api/product-display-videos${query}`,
      cookie: suite.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductDisplayPage).items;
  };

  it("are listed newest first, some with a thumbnail, each its own stored stand-in", async () => {
    const items = await listed();
    expect(items.map((item) => item.fileName)).toEqual([
      "NS-BR-310_001.mp4",
      "MER-PEND-77_001.mp4",
      "AUR-NECK-2210_001.mp4",
      "AUR-RING-1042_002.mp4",
      "AUR-RING-1042_001.mp4",
    ]);
    expect(items.filter((item) => item.thumbnailUrl !== null)).toHaveLength(3);
    expect(new Set(items.map((item) => item.videoUrl)).size).toBe(items.length);
    const video = await suite.context.request({ url: items[0]?.videoUrl ?? "", cookie: suite.cookie });
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/mp4");
    expect(video.rawPayload.subarray(4, 8).toString()).toBe("ftyp");
  });

  it("are found by another take's file name: the take suffix is stripped", async () => {
    expect((await listed("aur-ring-1042_003.mp4")).map((item) => item.fileName)).toEqual([
      "AUR-RING-1042_002.mp4",
      "AUR-RING-1042_001.mp4",
    ]);
  });
});
