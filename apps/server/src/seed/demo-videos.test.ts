import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/outbox-schema";
import type { BarcodeRegistrySimulator } from "../integrations/barcode-registry/barcode-registry-simulator";
import { createTestContext, type TestContext } from "../testing/test-app";
import { seedDemoData } from "./demo-data";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
  await context.reset();
  const demo = await seedDemoData(context.database.db, context.services.storage);
  if (!demo) throw new Error("The demo data was not seeded");
  cookie = await context.signIn(demo.email, demo.password);
});
afterAll(() => context.close());

describe("the demo digital certificate videos", () => {
  it("were each edited after they were made, in another order than they were made", async () => {
    const response = await context.request({ url: "/api/certificate-videos?sort=created:desc", cookie });
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
      const response = await context.request({ url: "/api/certificate-videos?sort=name:asc", cookie });
      return response.json().items as { id: string; name: string; addedBarcode: boolean }[];
    };
    const waiting = (await listed()).filter((item) => !item.addedBarcode);
    expect(waiting.length).toBeGreaterThan(0);
    const queued = await context.database.db.select().from(outbox);
    const byVideo = (a: { videoId: string }, b: { videoId: string }) => a.videoId.localeCompare(b.videoId);
    expect(queued.every((row) => row.kind === certificateVideoBarcodeKind)).toBe(true);
    expect(queued.map((row) => row.payload as { videoId: string }).sort(byVideo)).toEqual(
      waiting.map((item) => ({ videoId: item.id, override: false })).sort(byVideo),
    );
    await context.services.outboxWorker.runOnce();
    expect((await listed()).every((item) => item.addedBarcode)).toBe(true);
    const registry = context.services.integrations.barcodeRegistry as BarcodeRegistrySimulator;
    // Named by certificate number with a SKU: the SKU is the barcode.
    expect(registry.lookup("MER-PEND-77")?.customer).toBeTruthy();
  });
});
