import { messages } from "@loupe/domain/messages";
import { videoMessages } from "@loupe/domain/videos/video-messages";
import {
  type CertificateVideoUpdate,
  certificateVideoBarcodeKind,
  certificateVideoRecordSchema,
} from "@loupe/domain/videos/video-save-api";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { storedFiles } from "../../db/files-schema";
import { insertCertificateVideo } from "../../testing/certificate-videos";
import { insertClient } from "../../testing/companies";
import { testSuite } from "../../testing/test-suite";
import { certificateVideos } from "./schema";
import { entriesWritten, queuedPushes, storeThumbnail, storeVideoFile } from "./video-test-helpers";

const suite = testSuite();
const path = "/api/certificate-videos";
const db = () => suite.context.database.db;
const get = (url: string) => suite.context.request({ url, cookie: suite.cookie });
const read = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return certificateVideoRecordSchema.parse(response.json());
};
const put = (id: string, payload: unknown) =>
  suite.context.request({ method: "PUT", url: `${path}/${id}`, payload, cookie: suite.cookie });

let client = "";
let id = "";
let original: Awaited<ReturnType<typeof read>>;
beforeEach(async () => {
  client = await insertClient(db(), "Meridian");
  id = await insertCertificateVideo(db(), {
    name: "LG1000",
    clientId: client,
    namingMode: "certificate",
    thumbnail: true,
  });
  await db().update(certificateVideos).set({ addedBarcode: true }).where(eq(certificateVideos.id, id));
  original = await read(`${path}/${id}`);
});

const edit = (changes: Partial<CertificateVideoUpdate> = {}): CertificateVideoUpdate => ({
  version: original.version,
  clientId: client,
  namingMode: original.namingMode,
  name: original.name,
  fileId: original.video.fileId,
  thumbnailFileId: original.thumbnail?.fileId ?? null,
  ...changes,
});

describe("reading one video record", () => {
  it("reads it by id and by name (trimmed, any case), and answers 404 with a clear message", async () => {
    expect(original).toMatchObject({
      id,
      name: "LG1000",
      namingMode: "certificate",
      client: { id: client, name: "Meridian" },
      video: { fileName: "LG1000.mp4", contentType: "video/mp4" },
      globalSku: false,
      addedBarcode: true,
      sku: null,
      version: 1,
    });
    expect(original.video.url).toBe(`/api/files/${original.video.fileId}`);
    expect(original.thumbnail?.url).toBe(`/api/files/${original.thumbnail?.fileId}`);
    expect(await read(`${path}/named/LG1000`)).toEqual(original);
    expect(await read(`${path}/named/${encodeURIComponent(" lg1000 ")}`)).toEqual(original);
    // A name that differs in case only: the exact one wins.
    const lower = await insertCertificateVideo(db(), { name: "lg1000", namingMode: "certificate" });
    expect((await read(`${path}/named/lg1000`)).id).toBe(lower);
    expect((await read(`${path}/named/LG1000`)).id).toBe(id);
    const cases: [string, number, string][] = [
      [`${path}/${uuidv7()}`, 404, videoMessages.certificateVideoNotFound],
      [`${path}/named/NOPE-1`, 404, videoMessages.videoNameNotFound("NOPE-1")],
      [`${path}/nope`, 400, "The id is not valid"],
      [`${path}/named/%20`, 400, "Enter a video name"],
    ];
    for (const [url, status, detail] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(response.json().detail).toContain(detail);
    }
  });

  it("needs a session", async () => {
    for (const url of [`${path}/${id}`, `${path}/named/LG1000`])
      expect((await suite.context.request({ url })).statusCode).toBe(401);
  });
});

describe("editing one video record", () => {
  it("saves a new name, client, mode and files: version up, barcode reset and pushed again, old files removed", async () => {
    const other = await insertClient(db(), "Nova");
    const fileId = await storeVideoFile(suite.context, "new.mp4");
    const thumbnailFileId = await storeThumbnail(suite.context, "new.jpg");
    const response = await put(
      id,
      edit({ name: " ring-5 ", namingMode: "sku", clientId: other, fileId, thumbnailFileId }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const record = certificateVideoRecordSchema.parse(response.json());
    expect(record).toMatchObject({
      id,
      name: "RING-5",
      namingMode: "sku",
      globalSku: true,
      client: { id: other, name: "Nova" },
      video: { fileId, fileName: "new.mp4" },
      thumbnail: { fileId: thumbnailFileId },
      addedBarcode: false,
      version: 2,
    });
    expect(await read(`${path}/${id}`)).toEqual(record);
    // insertCertificateVideo's files had no bytes; their rows are gone.
    const old = [original.video.fileId, original.thumbnail?.fileId ?? ""];
    for (const fileId of old)
      expect(await db().select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(await queuedPushes(db())).toEqual([
      { kind: certificateVideoBarcodeKind, payload: { videoId: id, override: true } },
    ]);
    const entries = await entriesWritten(db());
    expect(entries.map(({ action, entityType, subject }) => [action, entityType, subject])).toEqual([
      ["update", "certificate-video", "RING-5"],
      ["delete", "file", "LG1000.mp4"],
      ["delete", "file", "LG1000.jpg"],
    ]);
    expect(entries[0]?.changes).toContainEqual({ field: "name", before: "LG1000", after: "RING-5" });
  });

  it("keeps addedBarcode when neither the name nor the video changes, and pushes the barcode again", async () => {
    const other = await insertClient(db(), "Nova");
    const response = await put(id, edit({ clientId: other, thumbnailFileId: null }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ addedBarcode: true, version: 2, thumbnail: null });
    expect((await queuedPushes(db())).map((row) => row.payload)).toEqual([{ videoId: id, override: true }]);
  });

  it("answers 409 to a stale version or another record's name, 404 to a missing record, 400 to bad files", async () => {
    await insertCertificateVideo(db(), { name: "TAKEN-1" });
    const first = await put(id, edit({ name: "LG 1001" }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().name).toBe("LG1001");
    const stale = await put(id, edit({ name: "LG1002" }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(
      /^This record was changed by .+ on .+\. Reload it to see the changes/,
    );
    const clash = await put(id, edit({ version: 2, name: "TAKEN-1", namingMode: "sku" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe(videoMessages.videoNameTaken("TAKEN-1"));
    const missing = await put(uuidv7(), edit());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(videoMessages.certificateVideoNotFound);
    const image = await storeThumbnail(suite.context);
    const badFile = await put(id, edit({ version: 2, fileId: image }));
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().errors).toEqual([
      { field: "fileId", message: videoMessages.videoFileNotVideo("LG1000") },
    ]);
    const badClient = await put(id, edit({ version: 2, clientId: uuidv7() }));
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().detail).toBe(messages.companyGone("client"));
    const badBody = await put(id, { version: 0, name: "" });
    expect(badBody.statusCode).toBe(400);
    expect((await read(`${path}/${id}`)).version).toBe(2);
  });
});
