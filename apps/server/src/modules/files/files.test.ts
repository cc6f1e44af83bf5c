import fs from "node:fs";
import path from "node:path";
import { uploadPurposes, xlsxContentType } from "@loupe/domain/files";
import { and, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { storedFiles } from "../../db/files-schema";
import { expectInertFileResponse } from "../../testing/expect-inert-file";
import { dangerousStoredTypes, hostileFiles } from "../../testing/hostile-files";
import { multipart } from "../../testing/multipart";
import { sampleCsv, sampleMp4, samplePdf, samplePng } from "../../testing/sample-files";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { xlsxFile } from "../../testing/xlsx-file";

let context: TestContext;
let cookie: string;
let uploaderId: string;
beforeAll(async () => {
  context = await createTestContext();
  // An ordinary staff member: no permissions at all.
  ({ cookie, id: uploaderId } = await context.signInAsNew([]));
});
afterAll(() => context.close());

const upload = (purpose: string, name: string, type: string, content: Buffer) =>
  context.request({
    method: "POST",
    url: `/api/files?purpose=${purpose}`,
    cookie,
    ...multipart(name, content, type),
  });

const filesDirectory = () => path.join(context.services.config.LOUPE_DATA_DIR, "files");
const storedObjects = (): string[] =>
  fs.existsSync(filesDirectory())
    ? fs.readdirSync(filesDirectory(), { recursive: true, encoding: "utf8" })
    : [];

describe("uploads are typed by their content", () => {
  it("accepts each purpose's own types and serves them back byte for byte", async () => {
    const xlsx = await xlsxFile([["Certificate Number"], ["LG1"]]);
    const accepted = [
      { purpose: "image", name: "logo.bin", content: samplePng, type: "image/png", disposition: "inline" },
      { purpose: "video", name: "stone", content: sampleMp4, type: "video/mp4", disposition: "inline" },
      {
        purpose: "file",
        name: "invoice.pdf",
        content: samplePdf,
        type: "application/pdf",
        disposition: "attachment",
      },
      {
        purpose: "file",
        name: "stones.xlsx",
        content: xlsx,
        type: xlsxContentType,
        disposition: "attachment",
      },
      {
        purpose: "file",
        name: "stones.csv",
        content: sampleCsv,
        type: "text/csv",
        disposition: "attachment",
      },
    ];
    for (const file of accepted) {
      // The declared type is a lie on purpose: only the bytes count.
      const response = await upload(file.purpose, file.name, "text/html", file.content);
      expect({ file: file.name, status: response.statusCode }).toEqual({ file: file.name, status: 201 });
      const stored = response.json();
      expect(stored.contentType).toBe(file.type);
      if (file.purpose === "video") expect(stored.name).toBe("stone.mp4");
      const download = await context.request({ url: stored.url, cookie });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe(file.type);
      expect(String(download.headers["content-disposition"])).toMatch(new RegExp(`^${file.disposition};`));
      expect(download.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expectInertFileResponse(download, file.name);
      expect(Buffer.compare(download.rawPayload, file.content)).toBe(0);
    }
  });

  it("refuses markup, script and styles under every purpose, and serves any polyglot it keeps inert", async () => {
    for (const purpose of uploadPurposes) {
      for (const file of hostileFiles) {
        const label = `${purpose}: ${file.label}`;
        const response = await upload(purpose, file.name, file.type, file.content);
        if (!file.polyglot) {
          expect({ label, status: response.statusCode }).toEqual({ label, status: 415 });
          expect(response.headers["content-type"]).toContain("application/problem+json");
          continue;
        }
        expect({ label, status: response.statusCode }).toEqual({
          label,
          status: response.statusCode === 201 ? 201 : 415,
        });
        if (response.statusCode !== 201) continue;
        expect(response.json().contentType).not.toMatch(/html|script|css|svg|(^|\/|\+)xml$/);
        expectInertFileResponse(await context.request({ url: response.json().url, cookie }), label);
      }
    }
  });

  it("serves a file stored before these checks with a dangerous type as an inert download", async () => {
    for (const type of dangerousStoredTypes) {
      const id = uuidv7();
      const storageKey = `uploads/legacy/${id}`;
      const content = Buffer.from("<script>parent.document.title='owned'</script>");
      await context.services.storage.put(storageKey, content);
      await context.services.db
        .insert(storedFiles)
        .values({ id, storageKey, name: "old.html", contentType: type, size: content.length });
      const response = await context.request({ url: `/api/files/${id}`, cookie });
      expect(response.headers["content-type"]).toBe("application/octet-stream");
      expectInertFileResponse(response, type);
    }
  });

  it("names each refusal and leaves no file or row behind", async () => {
    const rowsBefore = (await context.services.db.select().from(storedFiles)).length;
    const objectsBefore = storedObjects().length;
    const refusals = [
      {
        purpose: "image",
        content: Buffer.from("BM6\0\0\0"),
        detail: "Only PNG, JPEG, WebP or GIF images can be uploaded.",
      },
      { purpose: "video", content: Buffer.from("moov"), detail: "Only .mp4 videos can be uploaded." },
      {
        purpose: "file",
        content: Buffer.from("MZ\x90\0"),
        detail: "Only PDF, Excel (.xlsx) or CSV files can be uploaded.",
      },
    ];
    for (const refusal of refusals) {
      const response = await upload(
        refusal.purpose,
        "thing.bin",
        "application/octet-stream",
        refusal.content,
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe(refusal.detail);
    }
    const oversized = Buffer.concat([samplePng, Buffer.alloc(5 * 1_048_576)]);
    const tooLarge = await upload("image", "huge.png", "image/png", oversized);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe("The image is larger than 5 MB.");
    expect((await context.services.db.select().from(storedFiles)).length).toBe(rowsBefore);
    expect(storedObjects().length).toBe(objectsBefore);
  });

  it("writes every upload to the activity log with who uploaded what", async () => {
    const response = await upload("file", "march.pdf", "application/pdf", samplePdf);
    const [entry] = await context.services.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "upload"), eq(activityLog.entityId, response.json().id)));
    expect(entry).toMatchObject({ administratorId: uploaderId, entityType: "file", subject: "march.pdf" });
    expect(entry?.summary).toMatch(/uploaded march\.pdf \(application\/pdf, \d+ bytes\)$/);
  });

  it("answers 400 without a file and 404 for an unknown one", async () => {
    const empty = await context.request({
      method: "POST",
      url: "/api/files",
      cookie,
      payload: "------b--\r\n",
      headers: { "content-type": "multipart/form-data; boundary=----b" },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await context.request({ url: "/api/files/01900000-0000-7000-8000-000000000000", cookie });
    expect(unknown.statusCode).toBe(404);
  });
});
