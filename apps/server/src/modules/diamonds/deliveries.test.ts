import fs from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox-schema";
import type { BarcodeRegistrySimulator } from "../../integrations/barcode-registry/barcode-registry-simulator";
import { readXlsx } from "../../spreadsheets/read-xlsx";
import { diamondInput } from "../../testing/diamond-fixtures";
import { multipart } from "../../testing/multipart";
import { sampleMp4 } from "../../testing/sample-files";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { diamondsModule } from "./module";
import { diamonds } from "./schema";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew()).cookie;
});

const send = (method: "POST" | "PUT", url: string, payload?: object) =>
  context.request({ method, url, payload, cookie });

async function uploadVideo(name = "clip") {
  const response = await context.request({
    method: "POST",
    url: "/api/files?purpose=video",
    cookie,
    ...multipart(name, sampleMp4, "video/mp4"),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

async function pending(kind: string) {
  return context.database.db.select().from(outbox).where(eq(outbox.kind, kind));
}

describe("certificate videos", () => {
  it("accept only .mp4 and always end the name in .mp4", async () => {
    const video = await uploadVideo("clip");
    expect(video.name).toBe("clip.mp4");
    const refused = await context.request({
      method: "POST",
      url: "/api/files?purpose=video",
      cookie,
      ...multipart("clip.mov", Buffer.from("moov"), "video/quicktime"),
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().detail).toBe("Only .mp4 videos can be uploaded.");
  });

  it("a new video turns the spreadsheet flag and the barcode flag off", async () => {
    const created = await send("POST", "/api/diamonds", diamondInput());
    const diamond = created.json().diamond;
    expect(diamond.updateSpreadsheet).toBe(true);
    const video = await uploadVideo();
    const updated = await send("PUT", `/api/diamonds/${diamond.id}`, {
      ...diamondInput({ certificateVideoFileId: video.id }),
      version: diamond.version,
    });
    expect(updated.json().diamond).toMatchObject({
      updateSpreadsheet: false,
      addedBarcode: false,
      certificateVideo: { id: video.id, name: "clip.mp4", url: `/c/media/${video.id}` },
    });
  });
});

describe("barcode registration through the outbox", () => {
  it("registers the client SKU with the video's public address, then sets addedBarcode", async () => {
    const video = await uploadVideo();
    const created = await send("POST", "/api/diamonds", diamondInput({ certificateVideoFileId: video.id }));
    const id = created.json().diamond.id;
    expect(await pending("diamond.barcode-registration")).toHaveLength(1);
    await context.services.outboxWorker.runOnce();
    const registry = context.services.integrations.barcodeRegistry as BarcodeRegistrySimulator;
    expect(registry.lookup("SKU-100")).toEqual({
      barcode: "SKU-100",
      url: `http://localhost:80/c/media/${video.id}`,
      customer: "NONE",
    });
    const [row] = await context.database.db.select().from(diamonds).where(eq(diamonds.id, id));
    expect(row?.addedBarcode).toBe(true);
  });

  it("keeps a failure visible and retries later", async () => {
    const failing = await createTestContext({ BARCODE_API_URL: "http://127.0.0.1:9/register" });
    try {
      const session = (await failing.signInAsNew()).cookie;
      const upload = await failing.request({
        method: "POST",
        url: "/api/files?purpose=video",
        cookie: session,
        ...multipart("clip.mp4", sampleMp4, "video/mp4"),
      });
      await failing.request({
        method: "POST",
        url: "/api/diamonds",
        cookie: session,
        payload: diamondInput({ certificateVideoFileId: upload.json().id }),
      });
      await failing.services.outboxWorker.runOnce();
      const [message] = await failing.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "diamond.barcode-registration"));
      expect(message).toMatchObject({ status: "pending", attempts: 1 });
      expect(message?.lastError).toMatch(/could not be reached/);
      expect(message?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await failing.close();
    }
  });
});

describe("Create Digital Certificate and the spreadsheet", () => {
  it("flags the record and writes it into the spreadsheet file before answering", async () => {
    const created = await send("POST", "/api/diamonds?digitalCertificate=true", diamondInput());
    expect(created.statusCode).toBe(201);
    expect(created.json().spreadsheet).toEqual({ delivered: true, error: null });
    const workbook = await readXlsx(await fs.readFile(context.services.config.spreadsheetFile));
    const sheet = workbook.getWorksheet("Diamond Sheet");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Certificate Number");
    expect(sheet?.getRow(2).getCell(1).value).toBe("LG100200300");
    expect(sheet?.rowCount).toBe(2);
  });

  it("says so when the spreadsheet did not take the record, and keeps it queued", async () => {
    const failing = await createTestContext({ SPREADSHEET_WEBHOOK_URL: "http://127.0.0.1:9/sheet" });
    try {
      const session = (await failing.signInAsNew()).cookie;
      const response = await failing.request({
        method: "POST",
        url: "/api/diamonds?digitalCertificate=true",
        cookie: session,
        payload: diamondInput(),
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.spreadsheet.delivered).toBe(false);
      expect(body.spreadsheet.error).toMatch(/could not be reached/);
      expect(body.diamond.updateSpreadsheet).toBe(true);
      const [message] = await failing.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "diamond.spreadsheet-sync"));
      expect(message).toMatchObject({ status: "pending", attempts: 1 });
    } finally {
      await failing.close();
    }
  });
});

describe("attributes", () => {
  it("answers the stored extra values of each list", async () => {
    const { attributes } = await import("../../db/schema");
    await context.database.db.insert(attributes).values({ id: "girdle", values: ["Thin", "Thick"] });
    const response = await context.request({ url: "/api/attributes", cookie });
    expect(response.json()).toEqual({ attributes: { girdle: ["Thin", "Thick"] } });
  });
});

describe("diamond deliveries in the outbox", () => {
  it("keep the kinds and payload that rows already queued carry", async () => {
    const handlers = diamondsModule.outboxHandlers?.({ ...context.services }) ?? {};
    expect(Object.keys(handlers).sort()).toEqual([
      "diamond.barcode-registration",
      "diamond.spreadsheet-sync",
    ]);
    // A row queued before the certificates module existed: { diamondId } of a deleted record.
    await expect(
      handlers["diamond.spreadsheet-sync"]?.(
        { diamondId: "0190a6e0-0000-7000-8000-000000000009" },
        { messageId: "0190a6e0-0000-7000-8000-0000000000aa" },
      ),
    ).resolves.toBeUndefined();
  });
});
