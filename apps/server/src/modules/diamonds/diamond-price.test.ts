import type { ImportPreview } from "@loupe/domain/diamonds/import";
import { messages } from "@loupe/domain/messages";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readXlsx } from "../../spreadsheets/read-xlsx";
import { diamondInput } from "../../testing/diamond-fixtures";
import { multipart } from "../../testing/multipart";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";
import { diamonds } from "./schema";

let context: TestContext;
let cookie: string;
let administratorId: string;
const clientId = uuidv7();
const customerId = uuidv7();
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  ({ cookie, id: administratorId } = await context.signInAsNew());
  await context.database.db.insert(companies).values([
    { id: clientId, kind: "client", name: "Aurora" },
    { id: customerId, kind: "customer", name: "Harbor" },
  ]);
});

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  context.request({ method, url, payload, cookie });
const storedPrices = async () =>
  (await context.database.db.select({ price: diamonds.price }).from(diamonds)).map((row) => row.price);

async function create(overrides: Parameters<typeof diamondInput>[0] = {}) {
  const response = await send("POST", "/api/diamonds", diamondInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().diamond;
}

describe("a diamond's price", () => {
  it("is saved, read back, changed and cleared", async () => {
    const diamond = await create({ price: 1250.5 });
    expect(diamond.price).toBe(1250.5);
    expect((await send("GET", `/api/diamonds/${diamond.id}`)).json().price).toBe(1250.5);
    expect(await storedPrices()).toEqual([1250.5]);

    const changed = await send("PUT", `/api/diamonds/${diamond.id}`, {
      ...diamondInput({ price: 0.29 }),
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await send("GET", `/api/diamonds/${diamond.id}`)).json().price).toBe(0.29);

    const cleared = await send("PUT", `/api/diamonds/${diamond.id}`, {
      ...diamondInput({ price: null }),
      version: 2,
    });
    expect(cleared.json().diamond.price).toBeNull();
    expect(await storedPrices()).toEqual([null]);
  });

  it("is optional: a diamond saved without one has none", async () => {
    expect((await create()).price).toBeNull();
  });

  it.each([-1, 12.345, 10_000_000_000, "12.50"])(
    "refuses %o with 400 and the message, writing nothing",
    async (price) => {
      const created = await send("POST", "/api/diamonds", { ...diamondInput(), price });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toContainEqual({ field: "body.price", message: messages.priceInvalid });
      expect(await storedPrices()).toEqual([]);

      const diamond = await create({ price: 10 });
      const updated = await send("PUT", `/api/diamonds/${diamond.id}`, {
        ...diamondInput(),
        price,
        version: 1,
      });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().detail).toContain(messages.priceInvalid);
      expect(await storedPrices()).toEqual([10]);
    },
  );

  it("shows in the diamond list", async () => {
    await create({ certificateNumber: "LG1", price: 99.99 });
    await create({ certificateNumber: "LG2", clientSku: "SKU-2" });
    const items = (await send("GET", "/api/diamonds")).json().items;
    expect(
      items.map((item: { certificateNumber: string; price: number | null }) => [
        item.certificateNumber,
        item.price,
      ]),
    ).toEqual([
      ["LG2", null],
      ["LG1", 99.99],
    ]);
  });

  it("shows in the administrator's, the client's and the customer's SKU lists and their exports", async () => {
    await create({ certificateNumber: "LG1", price: 1999.99, clientId, customerId });
    const prices = async (url: string) =>
      (await send("GET", url)).json().items.map((row: { price: number | null }) => row.price);
    expect(await prices(`/api/administrators/${administratorId}/skus`)).toEqual([1999.99]);
    expect(await prices(`/api/clients/${clientId}/skus`)).toEqual([1999.99]);
    expect(await prices(`/api/customers/${customerId}/skus`)).toEqual([1999.99]);

    const administratorSheet = (
      await readXlsx((await send("GET", `/api/administrators/${administratorId}/skus.xlsx`)).rawPayload)
    ).worksheets[0];
    expect(administratorSheet?.getRow(1).getCell(2).value).toBe("Price (USD)");
    expect(administratorSheet?.getRow(2).getCell(2).value).toBe(1999.99);
    const clientSheet = (await readXlsx((await send("GET", `/api/clients/${clientId}/skus.xlsx`)).rawPayload))
      .worksheets[0];
    expect(clientSheet?.getRow(1).getCell(2).value).toBe("Price");
    expect(clientSheet?.getRow(2).getCell(2).value).toBe(1999.99);
    expect(clientSheet?.getRow(2).getCell(2).numFmt).toBe("0.00");
  });
});

describe("the price in diamond.xlsx", () => {
  it("is a 'Price (USD)' column that an import reads back", async () => {
    const diamond = await create({ certificateNumber: "LG-PRICED", price: 1250.5, clientId });
    await create({ certificateNumber: "LG-UNPRICED", clientSku: "SKU-2" });
    const exported = await send("GET", "/api/diamonds/export.xlsx");
    expect(exported.statusCode, exported.body).toBe(200);
    const sheet = (await readXlsx(exported.rawPayload)).getWorksheet("Diamond Sheet");
    const headers = sheet?.getRow(1).values as unknown[];
    const priceColumn = headers.indexOf("Price (USD)");
    expect(priceColumn).toBeGreaterThan(0);
    expect(sheet?.getRow(2).getCell(priceColumn).value).toBeNull();
    expect(sheet?.getRow(3).getCell(priceColumn).value).toBe(1250.5);
    expect(sheet?.getRow(3).getCell(priceColumn).numFmt).toBe("0.00");

    // The same file imported once its diamonds are gone: every row ready, prices as they were.
    await context.database.db.delete(diamonds);
    const preview = await context.request({
      method: "POST",
      url: "/api/diamonds/import/preview",
      cookie,
      ...multipart("diamond.xlsx", exported.rawPayload),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = (preview.json() as ImportPreview).rows;
    expect(rows.map((row) => [row.status, row.values?.certificateNumber, row.values?.price])).toEqual([
      ["ready", "LG-UNPRICED", null],
      ["ready", "LG-PRICED", 1250.5],
    ]);
    const committed = await send("POST", "/api/diamonds/import", {
      rows: rows.flatMap((row) => (row.values ? [row.values] : [])),
    });
    expect(committed.statusCode, committed.body).toBe(200);
    const [stored] = await context.database.db
      .select({ price: diamonds.price, clientId: diamonds.clientId })
      .from(diamonds)
      .where(eq(diamonds.certificateNumber, diamond.certificateNumber));
    expect(stored).toEqual({ price: 1250.5, clientId });
  });
});
