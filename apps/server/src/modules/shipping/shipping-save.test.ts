import { messages } from "@loupe/domain/messages";
import type { ShippingSaveInput } from "@loupe/domain/shipping/shipping-save-api";
import { asc, eq, inArray } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { activityLog, jewelry } from "../../db/schema";
import { insertClients } from "../../testing/companies";
import { jewelryInput } from "../../testing/jewelry-fixtures";
import { insertJewelryRecords } from "../../testing/seed-jewelry";
import { testSuite } from "../../testing/test-suite";
import { shippingModule } from "./module";
import { shippingSaveAnswers } from "./schema";

// The New Shipping Log's search and Save Log (spec 001 §4.5, §5.5, §7.5; issue 23 item 3).

const suite = testSuite();
const db = () => suite.context.database.db;
const clientId = "0190c5c0-0000-7000-8000-00000000c11e";

const send = (method: "GET" | "POST", url: string, payload?: object, cookie = suite.cookie) =>
  suite.context.request({ method, url, payload, cookie });

const search = (query: Record<string, string>) =>
  send("GET", `/api/shipping/unshipped?${new URLSearchParams(query)}`);

const save = (body: Partial<ShippingSaveInput>, cookie?: string) =>
  send("POST", "/api/shipping/save", { idempotencyKey: uuidv7(), processedBy: "maya g", ...body }, cookie);

// Five pieces of order ORD7-1 (two shipped), one with a tracking number, one with no numbers.
async function seed() {
  await insertClients(db(), { Aurora: clientId });
  const item = (overrides: Parameters<typeof jewelryInput>[0]) =>
    jewelryInput({ orderNumber: "ORD7", lineNumber: 1, clientId, ...overrides });
  return insertJewelryRecords(db(), [
    item({ certificateNumber: "JW1", trackingNumber: "1Z999AA10123456784", purchaseOrder: "PO55" }),
    item({ certificateNumber: "JW2", itemNumber: "IT2", purchaseOrder: "PO55" }),
    { ...item({ certificateNumber: "JW3" }), hasBeenShipped: true },
    item({ certificateNumber: "", clientSku: "", stockNumber: "ST4" }),
    item({ certificateNumber: "", clientSku: "SKU5", stockNumber: "", lineNumber: 2 }),
    { ...item({ certificateNumber: "JW6", trackingNumber: "1Z999AA10123456784" }), hasBeenShipped: true },
  ]);
}

const found = async (query: Record<string, string>) => {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { certificateNumber: string; stockNumber: string }[])
    .map((row) => row.certificateNumber || row.stockNumber || "(none)")
    .sort();
};

const rowsOf = (ids: string[]) =>
  db().select().from(jewelry).where(inArray(jewelry.id, ids)).orderBy(asc(jewelry.id));

describe("the add-to-log search finds only unshipped jewelry", () => {
  it("by each key, by order-line and by tracking number", async () => {
    await seed();
    expect(await found({ key: "trackingNumber", value: "1Z999AA10123456784" })).toEqual(["JW1"]);
    expect(await found({ key: "orderNumber", value: "ORD7", lineNumber: "1" })).toEqual([
      "JW1",
      "JW2",
      "ST4",
    ]);
    expect(await found({ key: "orderNumber", value: "ORD7", lineNumber: "2" })).toEqual(["(none)"]);
    expect(await found({ key: "orderNumber", value: "ord 7" })).toEqual(["(none)", "JW1", "JW2", "ST4"]);
    expect(await found({ key: "certificateNumber", value: "jw2" })).toEqual(["JW2"]);
    expect(await found({ key: "certificateNumber", value: "JW3" })).toEqual([]);
    expect(await found({ key: "itemNumber", value: "IT2" })).toEqual(["JW2"]);
    expect(await found({ key: "itemNumber", value: "ST4" })).toEqual(["ST4"]);
    expect(await found({ key: "purchaseOrder", value: "PO55" })).toEqual(["JW1", "JW2"]);
    const [first] = (await search({ key: "certificateNumber", value: "JW1" })).json().items;
    expect(first).toMatchObject({
      client: "Aurora",
      orderNumber: "ORD7",
      lineNumber: 1,
      jewelryType: "Ring",
    });
  });

  it("refuses a bad search with a 400 that says what is wrong", async () => {
    const queries: Record<string, string>[] = [
      { key: "colour", value: "X" },
      { key: "orderNumber", value: "  " },
      { key: "orderNumber", value: "A", lineNumber: "one" },
      { key: "orderNumber", value: "A".repeat(61) },
    ];
    for (const query of queries) {
      const response = await search(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].message.length).toBeGreaterThan(3);
    }
  });
});

describe("Save Log", () => {
  it("ships found items, creates manual ones as custom items, names the skipped, one entry each", async () => {
    const ids = await seed();
    const manualId = uuidv7();
    const noNumberId = uuidv7();
    const response = await save({
      itemIds: [ids[0], ids[1], ids[3], ids[4]] as string[],
      manualItems: [
        {
          id: manualId,
          clientId,
          jewelryType: "Pendant",
          orderNumber: "m 9",
          lineNumber: 3,
          stockNumber: "man 1",
        },
        { id: noNumberId, clientId, jewelryType: "Ring", orderNumber: "M9" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ processedBy: "MAYA G", shipped: 3, created: 1 });
    expect(answer.notShipped).toEqual([
      { id: ids[4], label: "SKU5", reason: messages.shippingSkippedNoNumber },
      { id: noNumberId, label: "order M9", reason: messages.shippingSkippedNoNumber },
    ]);
    const shipped = await rowsOf([ids[0], ids[1], ids[3]] as string[]);
    for (const row of shipped) {
      expect(row).toMatchObject({
        hasBeenShipped: true,
        processedBy: "MAYA G",
        customItem: false,
        version: 2,
      });
      expect(row.shippedOn?.toISOString()).toBe(answer.shippedOn);
    }
    expect((await rowsOf([ids[4]] as string[]))[0]?.hasBeenShipped).toBe(false);
    const [manual] = await db().select().from(jewelry).where(eq(jewelry.stockNumber, "MAN1"));
    expect(manual).toMatchObject({
      customItem: true,
      hasBeenShipped: true,
      processedBy: "MAYA G",
      jewelryType: "Pendant",
      clientId,
      orderNumber: "M9",
      lineNumber: 3,
      itemNumber: "MAN1",
    });
    const entries = await db()
      .select({ action: activityLog.action, subject: activityLog.subject, changes: activityLog.changes })
      .from(activityLog)
      .where(eq(activityLog.entityType, "jewelry"));
    expect(entries.map((entry) => `${entry.action} ${entry.subject}`).sort()).toEqual([
      "create MAN1",
      "ship JW1",
      "ship JW2",
      "ship ST4",
    ]);
    const shipEntry = entries.find((entry) => entry.subject === "JW1");
    expect(shipEntry?.changes?.map((change) => change.field)).toEqual(
      expect.arrayContaining(["hasBeenShipped", "shippedOn", "processedBy"]),
    );
  });

  it("is all or nothing: a manual item that fails rolls back the items shipped before it", async () => {
    const ids = await seed();
    const response = await save({
      itemIds: [ids[0] as string],
      manualItems: [{ id: uuidv7(), clientId: uuidv7(), jewelryType: "Ring", stockNumber: "GONE1" }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(messages.companyGone("client"));
    expect((await rowsOf([ids[0] as string]))[0]).toMatchObject({ hasBeenShipped: false, processedBy: "" });
    expect(await db().select().from(jewelry).where(eq(jewelry.stockNumber, "GONE1"))).toEqual([]);
    expect(await db().select().from(activityLog).where(eq(activityLog.entityType, "jewelry"))).toEqual([]);
    expect(await db().select().from(shippingSaveAnswers)).toEqual([]);
  });

  it("is all or nothing on a database error too (a stock number over the column's check)", async () => {
    const ids = await seed();
    // A constraint the schema does not know, forced for this test: the create's insert fails.
    await db().execute("ALTER TABLE jewelry ADD CONSTRAINT test_no_boom CHECK (stock_number <> 'BOOM')");
    try {
      const response = await save({
        itemIds: [ids[0] as string],
        manualItems: [{ id: uuidv7(), clientId, jewelryType: "Ring", stockNumber: "BOOM" }],
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect((await rowsOf([ids[0] as string]))[0]?.hasBeenShipped).toBe(false);
      expect(await db().select().from(activityLog).where(eq(activityLog.entityType, "jewelry"))).toEqual([]);
    } finally {
      await db().execute("ALTER TABLE jewelry DROP CONSTRAINT test_no_boom");
    }
  });

  it("answers a retry with the same key with the first answer and ships nothing twice", async () => {
    const ids = await seed();
    const body = { idempotencyKey: uuidv7(), itemIds: [ids[0] as string], processedBy: "Daniel C" };
    const first = await save(body);
    expect(first.statusCode, first.body).toBe(200);
    const manual = { id: uuidv7(), clientId, jewelryType: "Ring" as const, stockNumber: "R1" };
    const retry = await save({ ...body, manualItems: [manual] });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await db().select().from(jewelry).where(eq(jewelry.stockNumber, "R1"))).toEqual([]);
    const ships = await db().select().from(activityLog).where(eq(activityLog.action, "ship"));
    expect(ships).toHaveLength(1);
    expect((await rowsOf([ids[0] as string]))[0]?.version).toBe(2);
    // Two requests with one key at once: one save, one answer.
    const key = uuidv7();
    const [a, b] = await Promise.all([
      save({ idempotencyKey: key, itemIds: [ids[1] as string] }),
      save({ idempotencyKey: key, itemIds: [ids[1] as string] }),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(await db().select().from(activityLog).where(eq(activityLog.action, "ship"))).toHaveLength(2);
    // Another administrator cannot read an answer by its key.
    const other = (await suite.context.signInAsNew()).cookie;
    expect((await save({ ...body }, other)).statusCode).toBe(409);
  });

  it("two stations racing over one item: one ships it, the other reports it", async () => {
    const ids = await seed();
    const other = (await suite.context.signInAsNew()).cookie;
    const item = ids[0] as string;
    const [one, two] = await Promise.all([
      save({ itemIds: [item, ids[1] as string], processedBy: "station one" }),
      save({ itemIds: [item], processedBy: "station two" }, other),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const answers = [one.json(), two.json()];
    const winner = answers.find((answer) => answer.notShipped.length === 0);
    const loser = answers.find((answer) => answer.notShipped.length === 1);
    expect(winner && loser).toBeTruthy();
    expect(loser.notShipped[0]).toEqual({
      id: item,
      label: "JW1",
      reason: messages.shippingShippedMeanwhile(winner.processedBy),
    });
    const [row] = await rowsOf([item]);
    expect(row).toMatchObject({ hasBeenShipped: true, processedBy: winner.processedBy, version: 2 });
    const entries = await db().select().from(activityLog).where(eq(activityLog.entityId, item));
    expect(entries).toHaveLength(1);
  });

  it("refuses bad input with 400 and the spec's texts, writing nothing", async () => {
    const ids = await seed();
    const cases: [object, string][] = [
      [{ processedBy: "  " }, messages.shippingNoProcessor],
      [{ processedBy: undefined }, messages.shippingNoProcessor],
      [{ itemIds: [], manualItems: [] }, messages.shippingNothingToSave],
      [{ idempotencyKey: "again" }, "The save key must be a uuid"],
      [{ itemIds: ["x"] }, "An item id is not valid"],
      [
        { manualItems: [{ id: uuidv7(), jewelryType: "Ring", stockNumber: "A" }] },
        messages.shippingClientRequired,
      ],
      [
        { manualItems: [{ id: uuidv7(), clientId, jewelryType: "Hat" }] },
        messages.shippingJewelryTypeRequired,
      ],
    ];
    for (const [bad, text] of cases) {
      const response = await save({ itemIds: [ids[0] as string], ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(text);
    }
    expect((await rowsOf([ids[0] as string]))[0]?.hasBeenShipped).toBe(false);
    expect(await db().select().from(activityLog).where(eq(activityLog.entityType, "jewelry"))).toEqual([]);
  });

  it("is behind the sign-in wall", async () => {
    await seed();
    for (const [method, url] of [
      ["GET", "/api/shipping/unshipped?key=orderNumber&value=ORD7"],
      ["POST", "/api/shipping/save"],
      ["GET", "/api/shipping/save-settings"],
    ] as const) {
      const response = await suite.context.request({
        method,
        url,
        payload: method === "POST" ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("answers the order-tracking address setting (none configured here)", async () => {
    expect((await send("GET", "/api/shipping/save-settings")).json()).toEqual({ orderTrackingUrl: null });
  });

  it("keeps a save's answer a week: the housekeeping removes older ones", async () => {
    const ids = await seed();
    const key = uuidv7();
    expect((await save({ idempotencyKey: key, itemIds: [ids[0] as string] })).statusCode).toBe(200);
    const [stored] = await db().select().from(shippingSaveAnswers);
    const created = stored?.created ?? new Date();
    await shippingModule.removeExpiredRecords?.(
      db(),
      new Date(created.getTime() + 6 * 86_400_000),
      suite.context.services.config,
    );
    expect(await db().select().from(shippingSaveAnswers)).toHaveLength(1);
    await shippingModule.removeExpiredRecords?.(
      db(),
      new Date(created.getTime() + 8 * 86_400_000),
      suite.context.services.config,
    );
    expect(await db().select().from(shippingSaveAnswers)).toEqual([]);
  });
});
