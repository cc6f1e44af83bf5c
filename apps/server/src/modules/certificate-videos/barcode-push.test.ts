import { certificateVideoBarcodeKind } from "@loupe/domain/videos/video-save-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox-schema";
import type { BarcodeRegistrySimulator } from "../../integrations/barcode-registry/barcode-registry-simulator";
import { type RecordingHttpServer, startRecordingHttpServer } from "../../integrations/recording-http-server";
import { enqueue, maxAttempts } from "../../jobs/outbox";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";
import { videoGoneBeforePush } from "./barcode-push";
import { certificateVideos, rejectedCertificateVideos } from "./schema";

// The barcode push of a saved video (002 §7 addJewelryToUriApi): against the simulator the app
// runs without BARCODE_API_URL, and the HTTP client against a local HTTP server.

const publicBaseUrl = "https://certs.example.test";
let simulated: TestContext;
let overHttp: TestContext;
let server: RecordingHttpServer;
beforeAll(async () => {
  server = await startRecordingHttpServer();
  simulated = await createTestContext({ PUBLIC_BASE_URL: publicBaseUrl });
  overHttp = await createTestContext({
    PUBLIC_BASE_URL: publicBaseUrl,
    BARCODE_API_URL: `${server.url}/uri`,
  });
});
afterAll(async () => {
  await Promise.all([simulated.close(), overHttp.close()]);
  await server.close();
});
beforeEach(async () => {
  await Promise.all([simulated.reset(), overHttp.reset()]);
  server.requests.length = 0;
  server.answerWith({ status: 200, body: '{"ok":true}', contentType: "application/json" });
});

const registry = () => simulated.services.integrations.barcodeRegistry as BarcodeRegistrySimulator;
const videoRow = async (context: TestContext, id: string) => {
  const [row] = await context.database.db
    .select()
    .from(certificateVideos)
    .where(eq(certificateVideos.id, id));
  return row;
};
const outboxRows = (context: TestContext) => context.database.db.select().from(outbox);
const rejectedRows = (context: TestContext) => context.database.db.select().from(rejectedCertificateVideos);
const push = (context: TestContext, videoId: string, override = false) =>
  enqueue(context.database.db, certificateVideoBarcodeKind, { videoId, override });
const mediaUrl = (fileId: string) => `${publicBaseUrl}/c/media/${fileId}`;
const sentBodies = () => server.requests.map((request) => JSON.parse(request.body));

// Runs the worker until it gives up on every message (each due at most an hour after the last try).
async function runEveryAttempt(context: TestContext) {
  let clock = Date.now();
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    await context.services.outboxWorker.runOnce(() => new Date(clock));
    clock += 3_600_001;
  }
}

describe("the barcode push against the simulator", () => {
  it("links the video's name to its public address and client, then sets added_barcode", async () => {
    const db = simulated.database.db;
    const id = await insertCertificateVideo(db, {
      name: "PUSH-SKU-1",
      clientId: await insertClient(db, "Acme Jewels"),
    });
    const before = await videoRow(simulated, id);
    await push(simulated, id);
    expect(await simulated.services.outboxWorker.runOnce()).toBe(1);
    expect(registry().lookup("PUSH-SKU-1")).toEqual({
      barcode: "PUSH-SKU-1",
      url: mediaUrl(before?.videoFileId ?? ""),
      customer: "Acme Jewels",
    });
    const after = await videoRow(simulated, id);
    // The service's answer, not a user's edit: no version, no updated date.
    expect(after).toMatchObject({
      addedBarcode: true,
      version: before?.version,
      updatedAt: before?.updatedAt,
    });
    expect((await outboxRows(simulated)).map((row) => row.status)).toEqual(["done"]);
    // The address it was given is public, and served inert.
    const head = await simulated.app.inject({ method: "HEAD", url: `/c/media/${before?.videoFileId}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("video/mp4");
    expect(head.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the SKU as the barcode of a video named by certificate number, and NONE without a client", async () => {
    const db = simulated.database.db;
    const id = await insertCertificateVideo(db, { name: "PUSHLG100", namingMode: "certificate" });
    await db.update(certificateVideos).set({ sku: "PUSH-RING-7" }).where(eq(certificateVideos.id, id));
    const bare = await insertCertificateVideo(db, { name: "PUSHLG101", namingMode: "certificate" });
    await push(simulated, id);
    await push(simulated, bare);
    await simulated.services.outboxWorker.runOnce();
    expect(registry().lookup("PUSH-RING-7")?.customer).toBe("NONE");
    expect(registry().lookup("PUSHLG100")).toBeUndefined();
    // Without a SKU the name is the barcode.
    expect(registry().lookup("PUSHLG101")?.barcode).toBe("PUSHLG101");
  });

  it("moves a known barcode to a replaced video only with override", async () => {
    const db = simulated.database.db;
    const id = await insertCertificateVideo(db, { name: "PUSH-MOVED" });
    await push(simulated, id);
    await simulated.services.outboxWorker.runOnce();
    // The video's file replaced (as a save with override does), its flag turned off.
    const replacement = await insertCertificateVideo(db, { name: "PUSH-DONOR" });
    const donor = await videoRow(simulated, replacement);
    await db
      .update(certificateVideos)
      .set({ videoFileId: donor?.videoFileId, addedBarcode: false })
      .where(eq(certificateVideos.id, id));
    await push(simulated, id, false);
    await simulated.services.outboxWorker.runOnce();
    expect((await outboxRows(simulated)).map((row) => row.lastError)).toContain(
      "The barcode service already links PUSH-MOVED to another video (send override to replace it)",
    );
    await push(simulated, id, true);
    await simulated.services.outboxWorker.runOnce();
    expect(registry().lookup("PUSH-MOVED")?.url).toBe(mediaUrl(donor?.videoFileId ?? ""));
    expect((await videoRow(simulated, id))?.addedBarcode).toBe(true);
  });

  it("finishes the message of a video deleted meanwhile without pushing", async () => {
    const db = simulated.database.db;
    const id = await insertCertificateVideo(db, { name: "PUSH-GONE" });
    await push(simulated, id);
    await db.delete(certificateVideos).where(eq(certificateVideos.id, id));
    expect(
      await simulated.services.outboxWorker.deliverNow((await outboxRows(simulated))[0]?.id ?? ""),
    ).toEqual({
      delivered: false,
      error: videoGoneBeforePush,
    });
    expect(registry().lookup("PUSH-GONE")).toBeUndefined();
    expect((await outboxRows(simulated)).map((row) => row.status)).toEqual(["done"]);
  });
});

describe("the barcode push over HTTP", () => {
  it("POSTs barcode, url, customer and override as the string the service reads", async () => {
    const db = overHttp.database.db;
    const named = await insertCertificateVideo(db, {
      name: "HTTP-SKU-1",
      clientId: await insertClient(db, "Zeta"),
    });
    const bare = await insertCertificateVideo(db, { name: "HTTP-SKU-2" });
    await push(overHttp, named, false);
    await overHttp.services.outboxWorker.runOnce();
    await push(overHttp, bare, true);
    await overHttp.services.outboxWorker.runOnce();
    const files = [await videoRow(overHttp, named), await videoRow(overHttp, bare)];
    expect(sentBodies()).toEqual([
      {
        barcode: "HTTP-SKU-1",
        url: mediaUrl(files[0]?.videoFileId ?? ""),
        customer: "Zeta",
        override: "false",
      },
      {
        barcode: "HTTP-SKU-2",
        url: mediaUrl(files[1]?.videoFileId ?? ""),
        customer: "NONE",
        override: "true",
      },
    ]);
    expect(files.map((row) => row?.addedBarcode)).toEqual([true, true]);
  });

  it("sends the client's name with a dash for each run of spaces when the client asks for it", async () => {
    const db = overHttp.database.db;
    const dashed = await insertClient(db, "Crescent  &  Co Fine Jewelry");
    await db.update(companies).set({ barcodeDashes: true }).where(eq(companies.id, dashed));
    const plain = await insertClient(db, "Aurora Fine Jewelry");
    await push(overHttp, await insertCertificateVideo(db, { name: "HTTP-DASH-1", clientId: dashed }));
    await push(overHttp, await insertCertificateVideo(db, { name: "HTTP-DASH-2", clientId: plain }));
    await overHttp.services.outboxWorker.runOnce();
    const customers = Object.fromEntries(sentBodies().map((body) => [body.barcode, body.customer]));
    expect(customers).toEqual({
      "HTTP-DASH-1": "Crescent-&-Co-Fine-Jewelry",
      "HTTP-DASH-2": "Aurora Fine Jewelry",
    });
  });

  it("does not push a video the service already took again unless told to override", async () => {
    const db = overHttp.database.db;
    const id = await insertCertificateVideo(db, { name: "HTTP-SKU-3" });
    await push(overHttp, id);
    await overHttp.services.outboxWorker.runOnce();
    await push(overHttp, id);
    await overHttp.services.outboxWorker.runOnce();
    expect(server.requests).toHaveLength(1);
  });

  it("copies the video to the rejected list when the outbox gives up, one row per video", async () => {
    server.answerWith({
      status: 500,
      body: '{"error":"duplicate barcode"}',
      contentType: "application/json",
    });
    const db = overHttp.database.db;
    const client = await insertClient(db, "Acme Jewels");
    const id = await insertCertificateVideo(db, { name: "HTTP-REFUSED", clientId: client });
    await push(overHttp, id);
    await overHttp.services.outboxWorker.runOnce();
    // Not given up yet: nothing listed.
    expect(await rejectedRows(overHttp)).toEqual([]);
    await runEveryAttempt(overHttp);
    expect(server.requests).toHaveLength(maxAttempts);
    const error = 'The barcode service answered 500 Internal Server Error: {"error":"duplicate barcode"}';
    const [first, ...others] = await rejectedRows(overHttp);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      videoId: id,
      name: "HTTP-REFUSED",
      clientId: client,
      clientName: "Acme Jewels",
      error,
      attempts: maxAttempts,
    });
    expect((await outboxRows(overHttp)).map((row) => row.status)).toEqual(["failed"]);
    expect((await videoRow(overHttp, id))?.addedBarcode).toBe(false);

    // Refused again later: the new rejection replaces the old.
    server.answerWith({ status: 401, body: "" });
    await push(overHttp, id, true);
    await runEveryAttempt(overHttp);
    const again = await rejectedRows(overHttp);
    expect(again).toMatchObject([{ videoId: id, error: "The barcode service answered 401 Unauthorized" }]);
    expect(again[0]?.rejectedAt.getTime()).toBeGreaterThanOrEqual(first?.rejectedAt.getTime() ?? 0);

    // Taken at last (a new save's push): the rejection is no longer true. Deleting the video
    // would have removed it too (on delete cascade).
    server.answerWith({ status: 200, body: "{}" });
    await push(overHttp, id, true);
    await overHttp.services.outboxWorker.runOnce();
    expect(await rejectedRows(overHttp)).toEqual([]);
    expect((await videoRow(overHttp, id))?.addedBarcode).toBe(true);
  });

  it("removes a video's rejection when the video is deleted", async () => {
    server.answerWith({ status: 503, body: "" });
    const db = overHttp.database.db;
    const id = await insertCertificateVideo(db, { name: "HTTP-DELETED" });
    await push(overHttp, id);
    await runEveryAttempt(overHttp);
    expect(await rejectedRows(overHttp)).toHaveLength(1);
    await db.delete(certificateVideos).where(eq(certificateVideos.id, id));
    expect(await rejectedRows(overHttp)).toEqual([]);
  });
});
