import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { outbox } from "../../db/outbox-schema";
import { diamondInput } from "../../testing/diamond-fixtures";
import { jewelryInput, mainStone } from "../../testing/jewelry-fixtures";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { jewelry } from "./schema";

const suite = testSuite();

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  suite.context.request({ method, url, payload, cookie: suite.cookie });

async function create(overrides: Parameters<typeof jewelryInput>[0] = {}, query = "") {
  const response = await send("POST", `/api/jewelry${query}`, jewelryInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const rows = () => suite.context.database.db.select().from(jewelry);

describe("saving jewelry", () => {
  it("creates with created stamped, views 0, NewlyAdded cleared, measurements normalised, and logs it", async () => {
    const { jewelry: saved, orderLineUpdated, spreadsheet } = await create();
    expect(saved).toMatchObject({
      certificateNumber: "JW100200300",
      clientSku: "RING-100",
      productType: "Jewelry",
      template: { id: 1, name: "Everything Round Center + Side Stones" },
      mainStone: { measurements: "6.41 x 6.43 x 3.97 mm", colorCode: "#FFFFFF", colorMode: "color" },
      views: 0,
      newlyAdded: false,
      // A diamond and no side stones: all its stones are diamonds (colored-stone.ts, issue 19).
      coloredStone: false,
      incomplete: false,
      hasBeenShipped: false,
      shippedOn: null,
      publicPath: "/c/jewelry/JW100200300",
      version: 1,
    });
    expect(Date.parse(saved.created)).toBeGreaterThan(Date.now() - 60_000);
    expect(orderLineUpdated).toBe(0);
    expect(spreadsheet).toBeNull();
    const read = await send("GET", `/api/jewelry/${saved.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved);
    const log = await suite.context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, saved.id));
    expect(log.map(({ action, entityType, subject }) => ({ action, entityType, subject }))).toEqual([
      { action: "create", entityType: "jewelry", subject: saved.certificateNumber || saved.clientSku },
    ]);
  });

  it("sets ColoredStone false only when all the piece's stones are diamonds", async () => {
    const { jewelry: both } = await create({
      hasSideStones: true,
      sideStone: { type: "lab grown diamond", shape: "Round" },
    });
    expect(both.coloredStone).toBe(false);
    const { jewelry: ruby } = await create({
      certificateNumber: "JW2",
      mainStone: mainStone({ type: "Ruby" }),
      sideStone: { type: "Diamond" },
    });
    expect(ruby.coloredStone).toBe(true);
    const { jewelry: sapphireSides } = await create({
      certificateNumber: "JW3",
      hasSideStones: true,
      sideStone: { type: "Sapphire" },
    });
    expect(sapphireSides.coloredStone).toBe(true);
    // Saved again by staff with the side stones switched off: recomputed.
    const resaved = await send("PUT", `/api/jewelry/${sapphireSides.id}`, {
      ...jewelryInput({ certificateNumber: "JW3", hasSideStones: false, sideStone: { type: "Sapphire" } }),
      version: sapphireSides.version,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().jewelry.coloredStone).toBe(false);
  });

  it("answers bad input with 4xx and a message, never 5xx", async () => {
    const id = (await create()).jewelry.id;
    const bad: [string, string, object | undefined][] = [
      ["POST", "/api/jewelry", { ...jewelryInput(), templateId: 18 }],
      ["POST", "/api/jewelry", { ...jewelryInput(), lineNumber: "two" }],
      ["POST", "/api/jewelry", { ...jewelryInput(), centerStones: [{}, {}, {}] }],
      ["POST", "/api/jewelry", { ...jewelryInput(), clientId: uuidv7() }],
      ["POST", "/api/jewelry", { ...jewelryInput(), customerLogoFileId: uuidv7() }],
      ["POST", "/api/jewelry", { ...jewelryInput(), mainStone: { colorCode: "white" } }],
      ["POST", "/api/jewelry", { ...jewelryInput(), description: "x".repeat(301) }],
      ["POST", "/api/jewelry", { ...jewelryInput(), mainStone: mainStone({ measurements: "6.41 x 6.43" }) }],
      ["POST", "/api/jewelry?digitalCertificate=maybe", jewelryInput()],
      ["PUT", `/api/jewelry/${id}`, jewelryInput()],
      ["PUT", `/api/jewelry/${uuidv7()}`, { ...jewelryInput(), version: 1 }],
      ["PUT", "/api/jewelry/not-an-id", { ...jewelryInput(), version: 1 }],
      ["GET", `/api/jewelry/${uuidv7()}`, undefined],
      ["GET", "/api/jewelry/not-an-id", undefined],
      ["DELETE", `/api/jewelry/${uuidv7()}`, undefined],
      ["GET", "/api/jewelry?templateId=18", undefined],
      ["GET", "/api/jewelry?searchType=color", undefined],
      ["GET", "/api/jewelry?clientId=x", undefined],
      ["GET", "/api/jewelry?createdFrom=yesterday", undefined],
      ["GET", "/api/jewelry?cursor=garbage", undefined],
      ["GET", "/api/jewelry/order-line?orderNumber=A1&lineNumber=x", undefined],
      ["GET", "/api/jewelry/order-line?lineNumber=1", undefined],
    ];
    for (const [method, url, payload] of bad) {
      const response = await send(method as "POST", url, payload);
      const seen = { call: `${method} ${url}`, status: response.statusCode };
      expect(seen.status >= 400 && seen.status < 500, JSON.stringify(seen)).toBe(true);
      expect(response.json().detail, url).toBeTruthy();
    }
    expect(await rows()).toHaveLength(1);
  });

  it("never answers 5xx to malformed records, on create or update", async () => {
    const { jewelry: saved } = await create();
    const wrong = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.uuid(),
    );
    const body = fc.record(
      {
        templateId: fc.oneof(fc.integer({ min: -5, max: 30 }), wrong),
        jewelryType: wrong,
        certificateNumber: fc.oneof(fc.string({ maxLength: 50 }), wrong),
        lineNumber: fc.oneof(fc.integer({ min: -2, max: 2_000_000 }), wrong),
        clientId: wrong,
        customerLogoFileId: wrong,
        mainStone: fc.oneof(
          fc.anything(),
          fc.record({ color: fc.anything(), measurements: wrong, table: wrong }),
        ),
        centerStones: fc.oneof(fc.array(fc.anything(), { maxLength: 4 }), wrong),
        retailPrice: wrong,
        qaStatus: wrong,
        version: fc.oneof(fc.integer({ min: -1, max: 3 }), wrong),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (fields, update) => {
        const payload = { ...jewelryInput({ certificateNumber: "FUZZ-1" }), ...fields };
        const response = update
          ? await send("PUT", `/api/jewelry/${saved.id}`, payload)
          : await send("POST", "/api/jewelry", payload);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it("updates, raising the version; a stale version gets 409 and changes nothing", async () => {
    const { jewelry: saved } = await create();
    const update = { ...jewelryInput({ metal: "Platinum" }), version: 1 };
    const first = await send("PUT", `/api/jewelry/${saved.id}`, update);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().jewelry).toMatchObject({ metal: "Platinum", version: 2 });
    const stale = await send("PUT", `/api/jewelry/${saved.id}`, { ...update, metal: "Silver" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toMatch(/^This record was changed by Staff /);
    expect((await rows())[0]).toMatchObject({ metal: "Platinum", version: 2 });
  });

  it("refuses a certificate number any diamond or jewelry holds, without saying 'diamond'", async () => {
    const diamond = await send("POST", "/api/diamonds", diamondInput({ certificateNumber: "LG555" }));
    expect(diamond.statusCode).toBe(201);
    await create({ certificateNumber: "JW-7" });
    for (const number of ["lg 555", "jw-7"]) {
      const response = await send("POST", "/api/jewelry", jewelryInput({ certificateNumber: number }));
      expect(response.statusCode).toBe(409);
      const upper = number.replace(" ", "").toUpperCase();
      expect(response.json()).toMatchObject({
        detail: messages.certificateNumberTakenByCertificate(upper),
        errors: [{ field: "certificateNumber", message: messages.certificateNumberTakenByCertificateField }],
      });
      expect(response.body).not.toContain("diamond");
    }
    // A record keeps its own number on update.
    const own = (await rows())[0];
    const kept = await send("PUT", `/api/jewelry/${own?.id}`, {
      ...jewelryInput({ certificateNumber: "JW-7" }),
      version: 1,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it("Create Digital Certificate sets update_spreadsheet and answers the spreadsheet's delivery", async () => {
    const { jewelry: saved, spreadsheet } = await create({}, "?digitalCertificate=true");
    expect(saved.updateSpreadsheet).toBe(true);
    expect(spreadsheet).toEqual({ delivered: true, error: null });
    const queued = await suite.context.database.db.select().from(outbox);
    expect(queued.map((message) => message.kind)).toContain("jewelry.spreadsheet-sync");
    const refused = await send(
      "POST",
      "/api/jewelry?digitalCertificate=true",
      jewelryInput({ certificateNumber: "", clientSku: "SKU-ONLY" }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.digitalCertificateNeedsCertificateNumber);
  });

  it("deletes, frees the number, then answers 404", async () => {
    const { jewelry: saved } = await create();
    const deleted = await send("DELETE", `/api/jewelry/${saved.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await send("GET", `/api/jewelry/${saved.id}`)).json()).toMatchObject({
      status: 404,
      detail: messages.jewelryNotFound,
    });
    expect((await send("DELETE", `/api/jewelry/${saved.id}`)).statusCode).toBe(404);
    await create();
  });

  it("reads the client, customer and customer logo it refers to", async () => {
    const clientId = uuidv7();
    const customerId = uuidv7();
    await suite.context.database.db.insert(companies).values([
      { id: clientId, kind: "client", name: "Aurora Fine Jewelry" },
      { id: customerId, kind: "customer", name: "Blue Nile" },
    ]);
    const { jewelry: saved } = await create({ clientId, customerId });
    expect(saved.client).toEqual({ id: clientId, name: "Aurora Fine Jewelry", logoUrl: null });
    expect(saved.customer).toEqual({ id: customerId, name: "Blue Nile" });
    // The customer kind is checked: a client is not a customer.
    const wrong = await send(
      "POST",
      "/api/jewelry",
      jewelryInput({ certificateNumber: "X2", customerId: clientId }),
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe("jewelry in SKU reports and post counts", () => {
  it("counts beside diamonds for its client and the administrator who created it, with its retail price", async () => {
    const clientId = uuidv7();
    await suite.context.database.db
      .insert(companies)
      .values({ id: clientId, kind: "client", name: "Aurora" });
    const diamond = await send("POST", "/api/diamonds", diamondInput({ certificateNumber: "LG1", clientId }));
    expect(diamond.statusCode).toBe(201);
    const { jewelry: saved } = await create({ certificateNumber: "JW-1", clientId, retailPrice: 1250.5 });
    const client = await send("GET", `/api/clients/${clientId}`);
    expect(client.json().totalSkus).toBe(2);
    const report = await send("GET", `/api/clients/${clientId}/skus`);
    expect(report.json().items[0]).toMatchObject({
      serial: "JW-1",
      type: "Jewelry",
      price: 1250.5,
      url: "/c/jewelry/JW-1",
      editPath: `/jewelry/${saved.id}`,
    });
  });
});

describe("SKU defaults", () => {
  it("answers null until saved, then what was saved; a second save replaces it", async () => {
    const missing = await send("GET", "/api/jewelry/sku-defaults/RING-7");
    expect(missing.statusCode, missing.body).toBe(200);
    expect(missing.json()).toBeNull();
    const saved = await send("PUT", "/api/jewelry/sku-defaults", {
      clientSku: "ring 7",
      templateId: 5,
      mainStoneColorCode: "#ff0000",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      clientSku: "RING7",
      templateId: 5,
      mainStoneColorCode: "#FF0000",
      sideStoneColorCode: "#FFFFFF",
      mainStoneColorMode: "color",
      sideStoneColorMode: "color",
    };
    expect(saved.json()).toEqual(expected);
    expect((await send("GET", "/api/jewelry/sku-defaults/ring7")).json()).toEqual(expected);
    const replaced = await send("PUT", "/api/jewelry/sku-defaults", {
      ...expected,
      templateId: 15,
      sideStoneColorMode: "multiply",
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await send("GET", "/api/jewelry/sku-defaults/RING7")).json()).toMatchObject({
      templateId: 15,
      sideStoneColorMode: "multiply",
    });
  });

  it("refuses defaults without a SKU, or with a bad template, code or mode", async () => {
    for (const body of [
      { clientSku: " ", templateId: 1 },
      { clientSku: "A", templateId: 18 },
      { clientSku: "A", templateId: 1, mainStoneColorCode: "red" },
      { clientSku: "A", templateId: 1, sideStoneColorMode: "sparkle" },
    ]) {
      const response = await send("PUT", "/api/jewelry/sku-defaults", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await send("PUT", "/api/jewelry/sku-defaults", { clientSku: "", templateId: 1 })).json().detail,
    ).toContain(messages.skuDefaultsNeedSku);
  });

  it("a saved piece is not re-templated by reading it or saving it as it is", async () => {
    const { jewelry: piece } = await create({
      certificateNumber: "JW-T1",
      clientSku: "RING-8",
      templateId: 1,
      mainStone: mainStone({ colorCode: "#FFFFFF" }),
    });
    const defaults = await send("PUT", "/api/jewelry/sku-defaults", {
      clientSku: "RING-8",
      templateId: 8,
      mainStoneColorCode: "#E0115F",
      mainStoneColorMode: "multiply",
    });
    expect(defaults.statusCode, defaults.body).toBe(200);

    const read = await send("GET", `/api/jewelry/${piece.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      templateId: 1,
      template: { id: 1 },
      mainStone: { colorCode: "#FFFFFF", colorMode: "color" },
    });
    const listed = await send("GET", "/api/jewelry?searchType=clientSku&search=RING-8");
    expect(listed.json().items.map((row: { template: { id: number } }) => row.template.id)).toEqual([1]);

    // Saved again as read: still its own template and colors.
    const { version } = read.json();
    const resaved = await send("PUT", `/api/jewelry/${piece.id}`, {
      ...jewelryInput({ certificateNumber: "JW-T1", clientSku: "RING-8", templateId: 1 }),
      version,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json().jewelry).toMatchObject({ templateId: 1, mainStone: { colorCode: "#FFFFFF" } });
  });
});
