import { messages } from "@loupe/domain/messages";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import {
  type CertificateVideoSave,
  certificateVideoBarcodeKind,
  certificateVideoRecordSchema,
  certificateVideoSavedSchema,
} from "@loupe/domain/videos/video-save-api";
import { asc, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { storedFiles } from "../../db/files-schema";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "../jewelry/ports";
import { certificateVideos } from "./schema";
import { entriesWritten, queuedPushes, storeThumbnail, storeVideoFile } from "./video-test-helpers";

const suite = testSuite();
const path = "/api/certificate-videos";
const db = () => suite.context.database.db;
const save = (payload: unknown) =>
  suite.context.request({ method: "POST", url: path, payload, cookie: suite.cookie });
const saved = async (payload: CertificateVideoSave) => {
  const response = await save(payload);
  expect(response.statusCode, response.body).toBe(201);
  return certificateVideoSavedSchema.parse(response.json()).saved;
};
const read = async (id: string) => {
  const response = await suite.context.request({ url: `${path}/${id}`, cookie: suite.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return certificateVideoRecordSchema.parse(response.json());
};
const pushes = () => queuedPushes(db());
// The entries the test's writes added (the sign-in's left out).
const entries = async () =>
  (await entriesWritten(db())).map(({ action, entityType, subject }) => ({ action, entityType, subject }));
const videoRows = () => db().select().from(certificateVideos).orderBy(asc(certificateVideos.name));

let client = "";
beforeEach(async () => {
  client = await insertClient(db(), "Aurora Jewels");
});

describe("saving digital certificate videos", () => {
  it("saves one video named by SKU, upper-cased, with its activity entry and its barcode push", async () => {
    const fileId = await storeVideoFile(suite.context, "ring.mp4");
    const thumbnailFileId = await storeThumbnail(suite.context);
    const [result] = await saved({
      clientId: client,
      namingMode: "sku",
      videos: [{ name: "  aur-ring-1 ", fileId, thumbnailFileId }],
    });
    expect(result).toMatchObject({ name: "AUR-RING-1", replaced: false });
    const record = await read(result?.id ?? "");
    expect(record).toMatchObject({
      name: "AUR-RING-1",
      namingMode: "sku",
      client: { id: client, name: "Aurora Jewels" },
      video: { fileId, url: `/api/files/${fileId}`, fileName: "ring.mp4", contentType: "video/mp4" },
      thumbnail: { fileId: thumbnailFileId, url: `/api/files/${thumbnailFileId}` },
      globalSku: true,
      addedBarcode: false,
      sku: null,
      version: 1,
    });
    expect(await pushes()).toEqual([
      { kind: certificateVideoBarcodeKind, payload: { videoId: result?.id, override: false } },
    ]);
    expect(await entries()).toEqual([
      { action: "create", entityType: "certificate-video", subject: "AUR-RING-1" },
    ]);
    // The list shows it with the same file URLs.
    const list = await suite.context.request({ url: path, cookie: suite.cookie });
    expect(list.json().items[0]).toMatchObject({
      videoUrl: record.video.url,
      thumbnailUrl: record.thumbnail?.url,
    });
  });

  it("saves several at once, each name without whitespace and its certificate's SKU when one is found", async () => {
    await db()
      .insert(diamonds)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "LG100", clientSku: "DIA-7" });
    await db()
      .insert(jewelry)
      .values({ id: uuidv7(), templateId: 1, certificateNumber: "J200", clientSku: "RING-9" });
    const videos = [];
    for (const name of ["lg 100", "J200", "NOPE 1"])
      videos.push({ name, fileId: await storeVideoFile(suite.context), thumbnailFileId: null });
    const result = await saved({ clientId: client, namingMode: "certificate", videos });
    expect(result.map((video) => [video.name, video.replaced])).toEqual([
      ["lg100", false],
      ["J200", false],
      ["NOPE1", false],
    ]);
    const records = await Promise.all(result.map((video) => read(video.id)));
    expect(records.map((record) => [record.name, record.sku, record.globalSku, record.namingMode])).toEqual([
      ["lg100", "DIA-7", false, "certificate"],
      ["J200", "RING-9", false, "certificate"],
      ["NOPE1", null, false, "certificate"],
    ]);
    expect((await pushes()).map((push) => push.payload)).toEqual(
      result.map((video) => ({ videoId: video.id, override: false })),
    );
    expect((await entries()).map((entry) => entry.subject).sort()).toEqual(["J200", "NOPE1", "lg100"]);
  });

  it("finds an order line's SKU (the last dash splits order and line)", async () => {
    await db()
      .insert(jewelry)
      .values([
        { id: uuidv7(), templateId: 1, orderNumber: "PO-7", lineNumber: 2, clientSku: "NECK-2" },
        { id: uuidv7(), templateId: 1, orderNumber: "PO-7", lineNumber: 3, clientSku: "NECK-3" },
      ]);
    const result = await saved({
      clientId: client,
      namingMode: "orderLine",
      videos: [
        { name: "po-7-2", fileId: await storeVideoFile(suite.context), thumbnailFileId: null },
        { name: "PO-7-9", fileId: await storeVideoFile(suite.context), thumbnailFileId: null },
      ],
    });
    const records = await Promise.all(result.map((video) => read(video.id)));
    expect(records.map((record) => [record.name, record.sku])).toEqual([
      ["po-7-2", "NECK-2"],
      ["PO-7-9", null],
    ]);
  });

  it("replaces a record of the same name: new files, client and mode, version up, barcode reset, old files removed", async () => {
    const other = await insertClient(db(), "Other Client");
    const oldVideo = await storeVideoFile(suite.context, "old.mp4");
    const oldThumbnail = await storeThumbnail(suite.context, "old.jpg");
    const id = await insertCertificateVideo(db(), {
      name: "CERT77",
      clientId: other,
      namingMode: "certificate",
    });
    await db()
      .update(certificateVideos)
      .set({ videoFileId: oldVideo, thumbnailFileId: oldThumbnail, addedBarcode: true })
      .where(eq(certificateVideos.id, id));
    const before = await read(id);
    const fileId = await storeVideoFile(suite.context, "new.mp4");
    const [result] = await saved({
      clientId: client,
      namingMode: "sku",
      videos: [{ name: "cert77", fileId, thumbnailFileId: null }],
    });
    expect(result).toEqual({ id, name: "CERT77", replaced: true });
    const after = await read(id);
    expect(after).toMatchObject({
      namingMode: "sku",
      globalSku: true,
      client: { id: client },
      video: { fileId, fileName: "new.mp4" },
      thumbnail: null,
      addedBarcode: false,
      version: before.version + 1,
      created: before.created,
    });
    expect(Date.parse(after.updated)).toBeGreaterThanOrEqual(Date.parse(before.updated));
    const [row] = await db().select().from(certificateVideos).where(eq(certificateVideos.id, id));
    expect(row?.updatedBy).not.toBeNull();
    // The old video and thumbnail: their rows and bytes are gone.
    for (const old of [oldVideo, oldThumbnail]) {
      expect(await db().select().from(storedFiles).where(eq(storedFiles.id, old))).toEqual([]);
      expect(await suite.context.services.storage.stat(`uploads/${old}`)).toBeNull();
    }
    expect(await suite.context.services.storage.stat(`uploads/${fileId}`)).not.toBeNull();
    expect(await pushes()).toEqual([
      { kind: certificateVideoBarcodeKind, payload: { videoId: id, override: true } },
    ]);
    expect(await entries()).toEqual([
      { action: "update", entityType: "certificate-video", subject: "CERT77" },
      { action: "delete", entityType: "file", subject: "old.mp4" },
      { action: "delete", entityType: "file", subject: "old.jpg" },
    ]);
    const [update] = await db()
      .select({ changes: activityLog.changes })
      .from(activityLog)
      .where(eq(activityLog.action, "update"));
    expect((update?.changes ?? []).map((change) => change.field).sort()).toEqual(
      ["addedBarcode", "clientId", "globalSku", "namingMode", "thumbnailFileId", "videoFileId"].sort(),
    );
  });

  it("keeps a replaced file that something else still refers to", async () => {
    const shared = await storeVideoFile(suite.context, "shared.mp4");
    for (const name of ["A1", "A2"]) {
      const id = await insertCertificateVideo(db(), { name });
      await db().update(certificateVideos).set({ videoFileId: shared }).where(eq(certificateVideos.id, id));
    }
    const logo = await storeThumbnail(suite.context, "logo.jpg");
    await db().update(companies).set({ logoFileId: logo }).where(eq(companies.id, client));
    const a3 = await insertCertificateVideo(db(), { name: "A3" });
    await db().update(certificateVideos).set({ thumbnailFileId: logo }).where(eq(certificateVideos.id, a3));
    await saved({
      clientId: client,
      namingMode: "sku",
      videos: [
        { name: "A1", fileId: await storeVideoFile(suite.context), thumbnailFileId: null },
        { name: "A3", fileId: await storeVideoFile(suite.context), thumbnailFileId: null },
      ],
    });
    expect(
      await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, shared)),
    ).toHaveLength(1);
    expect(await suite.context.services.storage.stat(`uploads/${shared}`)).not.toBeNull();
    expect(
      await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, logo)),
    ).toHaveLength(1);
  });
});

describe("a save that is refused", () => {
  const refused = async (payload: unknown, status: number, text: string) => {
    const response = await save(payload);
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
    expect(response.headers["content-type"]).toContain("application/problem+json");
    expect(response.json().detail).toContain(text);
    return response.json() as { errors?: { field: string; message: string }[] };
  };

  it("refuses names repeated within one save (after normalizing)", async () => {
    const one = await storeVideoFile(suite.context);
    const two = await storeVideoFile(suite.context);
    const problem = await refused(
      {
        clientId: client,
        namingMode: "sku",
        videos: [
          { name: "ab1", fileId: one, thumbnailFileId: null },
          { name: " AB1 ", fileId: two, thumbnailFileId: null },
        ],
      },
      400,
      videoMessages.videoNamesRepeated("AB1"),
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(["videos.0.name", "videos.1.name"]);
  });

  it("refuses files that are not uploads of the right kind, or belong to another video", async () => {
    const image = await storeThumbnail(suite.context);
    const video = await storeVideoFile(suite.context);
    const quickTime = await storeVideoFile(suite.context, "clip.mov", "video/quicktime");
    const pdf = await storeVideoFile(suite.context, "terms.pdf", "application/pdf");
    const taken = await insertCertificateVideo(db(), { name: "TAKEN" });
    const [takenRow] = await db().select().from(certificateVideos).where(eq(certificateVideos.id, taken));
    const one = (fileId: string, thumbnailFileId: string | null) => ({
      clientId: client,
      namingMode: "sku",
      videos: [{ name: "N1", fileId, thumbnailFileId }],
    });
    const cases: [unknown, string, string][] = [
      [one(image, null), videoMessages.videoFileNotVideo("N1"), "videos.0.fileId"],
      [one(pdf, null), videoMessages.videoFileNotVideo("N1"), "videos.0.fileId"],
      [one(uuidv7(), null), videoMessages.videoFileNotVideo("N1"), "videos.0.fileId"],
      [one(video, quickTime), videoMessages.videoThumbnailNotImage("N1"), "videos.0.thumbnailFileId"],
      [one(video, uuidv7()), videoMessages.videoThumbnailNotImage("N1"), "videos.0.thumbnailFileId"],
      [
        one(takenRow?.videoFileId ?? "", null),
        videoMessages.videoFileInUse("N1", "TAKEN"),
        "videos.0.fileId",
      ],
      [
        {
          clientId: client,
          namingMode: "sku",
          videos: [
            { name: "N1", fileId: video, thumbnailFileId: image },
            { name: "N2", fileId: video, thumbnailFileId: null },
          ],
        },
        videoMessages.videoFileRepeated("N2"),
        "videos.1.fileId",
      ],
    ];
    for (const [payload, message, field] of cases) {
      const problem = await refused(payload, 400, message);
      expect(problem.errors).toContainEqual({ field, message });
    }
    // A QuickTime upload is a video.
    expect(
      await saved({
        clientId: client,
        namingMode: "sku",
        videos: [{ name: "MOV1", fileId: quickTime, thumbnailFileId: image }],
      }),
    ).toHaveLength(1);
  });

  it("writes nothing when one video of several is bad", async () => {
    const existing = await insertCertificateVideo(db(), { name: "KEEP1" });
    const before = await videoRows();
    const problem = await refused(
      {
        clientId: client,
        namingMode: "sku",
        videos: [
          { name: "NEW1", fileId: await storeVideoFile(suite.context), thumbnailFileId: null },
          { name: "KEEP1", fileId: await storeVideoFile(suite.context), thumbnailFileId: null },
          { name: "NEW2", fileId: await storeThumbnail(suite.context), thumbnailFileId: null },
        ],
      },
      400,
      videoMessages.videoFileNotVideo("NEW2"),
    );
    expect(problem.errors).toEqual([
      { field: "videos.2.fileId", message: videoMessages.videoFileNotVideo("NEW2") },
    ]);
    expect(await videoRows()).toEqual(before);
    expect((await read(existing)).version).toBe(1);
    expect(await entries()).toEqual([]);
    expect(await pushes()).toEqual([]);
  });

  it("refuses an unknown client, a customer, and input its schema refuses, with clear messages", async () => {
    const fileId = await storeVideoFile(suite.context);
    const videos = [{ name: "X1", fileId, thumbnailFileId: null }];
    const customer = uuidv7();
    await db().insert(companies).values({ id: customer, kind: "customer", name: "A Customer" });
    await refused({ clientId: uuidv7(), namingMode: "sku", videos }, 400, messages.companyGone("client"));
    await refused({ clientId: customer, namingMode: "sku", videos }, 400, messages.companyGone("client"));
    await refused({ clientId: client, namingMode: "sku", videos: [] }, 400, "Upload a minimum of one video");
    await refused({ clientId: "acme", namingMode: "sku", videos }, 400, "Choose a client");
    await refused({ clientId: client, namingMode: "title", videos }, 400, "namingMode");
    await refused(
      { clientId: client, namingMode: "sku", videos: [{ name: "  ", fileId, thumbnailFileId: null }] },
      400,
      "Each video needs a name",
    );
    await refused(
      {
        clientId: client,
        namingMode: "sku",
        videos: [{ name: "X1", fileId: "nope", thumbnailFileId: null }],
      },
      400,
      "fileId must be an uploaded video's id",
    );
    await refused({ clientId: client, namingMode: "sku" }, 400, "videos");
    expect(await videoRows()).toEqual([]);
  });

  it("needs a session", async () => {
    const response = await suite.context.request({ method: "POST", url: path, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
