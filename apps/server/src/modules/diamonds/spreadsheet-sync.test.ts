import fs from "node:fs/promises";
import { messages } from "@loupe/domain/messages";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { outbox } from "../../db/outbox-schema";
import type { BarcodeRegistrySimulator } from "../../integrations/barcode-registry/barcode-registry-simulator";
import { readXlsx } from "../../spreadsheets/read-xlsx";
import { diamondInput } from "../../testing/diamond-fixtures";
import { multipart } from "../../testing/multipart";
import { sampleMp4 } from "../../testing/sample-files";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { diamonds } from "./schema";

// The synced sheet is keyed by certificate number (docs/decisions/0007): a diamond with only a
// client SKU is not queued for it, and Create Digital Certificate is refused until it has one.

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  await fs.rm(context.services.config.spreadsheetFile, { force: true });
  cookie = (await context.signInAsNew()).cookie;
});

const skuOnly = (overrides = {}) =>
  diamondInput({ certificateNumber: "", clientSku: "SKU-ONLY-1", ...overrides });
const send = (method: "POST" | "PUT", url: string, payload: object) =>
  context.request({ method, url, payload, cookie });
const messagesOf = (kind: string) => context.database.db.select().from(outbox).where(eq(outbox.kind, kind));
const syncMessages = () => messagesOf("diamond.spreadsheet-sync");

// The certificate numbers in the synced sheet (the default target: an .xlsx file).
async function sheetNumbers(): Promise<unknown[]> {
  const file = await fs.readFile(context.services.config.spreadsheetFile).catch(() => null);
  if (!file) return [];
  const sheet = (await readXlsx(file)).getWorksheet("Diamond Sheet");
  const numbers: unknown[] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) numbers.push(row.getCell(1).value);
  });
  return numbers;
}

describe("a diamond with only a client SKU", () => {
  it("is saved flagged for the sheet, but no sync is queued", async () => {
    const created = await send("POST", "/api/diamonds", skuOnly());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().diamond).toMatchObject({ certificateNumber: "", updateSpreadsheet: true });
    expect(await syncMessages()).toEqual([]);
    await context.services.outboxWorker.runOnce();
    expect(await context.database.db.select().from(outbox)).toEqual([]);
  });

  it("is queued by the save that gives it a number, and the sheet then has its row", async () => {
    const created = (await send("POST", "/api/diamonds", skuOnly())).json().diamond;
    const numbered = await send("PUT", `/api/diamonds/${created.id}`, {
      ...skuOnly({ certificateNumber: "LG-LATER-1" }),
      version: created.version,
    });
    expect(numbered.statusCode, numbered.body).toBe(200);
    expect(await syncMessages()).toHaveLength(1);
    await context.services.outboxWorker.runOnce();
    const [message] = await syncMessages();
    expect(message).toMatchObject({ status: "done", attempts: 1, lastError: null });
    expect(await sheetNumbers()).toEqual(["LG-LATER-1"]);
  });

  it("still has its video registered for its client SKU", async () => {
    const upload = await context.request({
      method: "POST",
      url: "/api/files?purpose=video",
      cookie,
      ...multipart("clip.mp4", sampleMp4, "video/mp4"),
    });
    await send("POST", "/api/diamonds", skuOnly({ certificateVideoFileId: upload.json().id }));
    expect(await messagesOf("diamond.barcode-registration")).toHaveLength(1);
    await context.services.outboxWorker.runOnce();
    const registry = context.services.integrations.barcodeRegistry as BarcodeRegistrySimulator;
    expect(registry.lookup("SKU-ONLY-1")?.url).toBe(`http://localhost:80/c/media/${upload.json().id}`);
    expect(await syncMessages()).toEqual([]);
  });
});

describe("Create Digital Certificate without a certificate number", () => {
  const expectRefused = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      detail: messages.digitalCertificateNeedsCertificateNumber,
      errors: [{ field: "certificateNumber", message: messages.digitalCertificateNeedsCertificateNumber }],
    });
  };

  it("is refused for a new diamond, and nothing is written", async () => {
    expectRefused(await send("POST", "/api/diamonds?digitalCertificate=true", skuOnly()));
    expect(await context.database.db.select().from(diamonds)).toEqual([]);
    expect(await context.database.db.select().from(outbox)).toEqual([]);
    // Only the test's own sign-in is logged.
    expect(
      await context.database.db.select().from(activityLog).where(ne(activityLog.action, "sign-in")),
    ).toEqual([]);
  });

  it("is refused for a stored diamond, which stays as it was", async () => {
    const created = (await send("POST", "/api/diamonds", skuOnly())).json().diamond;
    const activity = await context.database.db.select().from(activityLog);
    expectRefused(
      await send("PUT", `/api/diamonds/${created.id}?digitalCertificate=true`, {
        ...skuOnly({ stockNumber: "CHANGED" }),
        version: created.version,
      }),
    );
    const [row] = await context.database.db.select().from(diamonds).where(eq(diamonds.id, created.id));
    expect(row).toMatchObject({ version: created.version, stockNumber: "" });
    expect(await context.database.db.select().from(outbox)).toEqual([]);
    expect(await context.database.db.select().from(activityLog)).toEqual(activity);
  });

  it("goes through once the number is given in the same save", async () => {
    const created = (await send("POST", "/api/diamonds", skuOnly())).json().diamond;
    const response = await send("PUT", `/api/diamonds/${created.id}?digitalCertificate=true`, {
      ...skuOnly({ certificateNumber: "LG-NOW-1" }),
      version: created.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().spreadsheet).toEqual({ delivered: true, error: null });
    expect(await sheetNumbers()).toEqual(["LG-NOW-1"]);
  });
});

describe("a sync queued for a record that has lost its number since", () => {
  it("is finished after one try, not retried, and writes nothing into the sheet", async () => {
    const created = (
      await send("POST", "/api/diamonds", diamondInput({ certificateNumber: "LG-GONE-1" }))
    ).json().diamond;
    await send("PUT", `/api/diamonds/${created.id}`, { ...skuOnly(), version: created.version });
    expect(await syncMessages()).toHaveLength(1);
    await context.services.outboxWorker.runOnce();
    const [message] = await syncMessages();
    expect(message).toMatchObject({ status: "done", attempts: 1, lastError: null });
    expect(await sheetNumbers()).toEqual([]);
  });
});

describe("an import of rows with only a client SKU", () => {
  it("queues nothing, and saving such a row later queues nothing that could fail", async () => {
    const committed = await send("POST", "/api/diamonds/import", {
      rows: [
        {
          templateId: 6,
          clientSku: "IMP-SKU-1",
          shape: "Round",
          weight: 1,
          color: { template: "Standard", value: "G", asterisks: "" },
          clarity: { value: "VS1", asterisks: "" },
        },
        { templateId: 6, clientSku: "IMP-SKU-2" },
      ],
    });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toEqual({ imported: 2, incomplete: 1 });
    await context.services.outboxWorker.runOnce();
    expect(await context.database.db.select().from(outbox)).toEqual([]);

    const [imported] = await context.database.db
      .select()
      .from(diamonds)
      .where(eq(diamonds.clientSku, "IMP-SKU-1"));
    if (!imported) throw new Error("the import wrote no row");
    const saved = await send("PUT", `/api/diamonds/${imported.id}`, {
      ...skuOnly({ templateId: 6, clientSku: "IMP-SKU-1" }),
      version: imported.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await context.services.outboxWorker.runOnce();
    const attempted = await context.database.db.select().from(outbox);
    expect(attempted.filter((message) => message.status !== "done")).toEqual([]);
    expect(await syncMessages()).toEqual([]);
  });
});
