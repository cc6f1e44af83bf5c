import { eq, ne, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectDownload } from "../../testing/expect-download";
import { clientId, insertCompanies, insertItems, otherVenueId, venueId } from "../../testing/shipped-jewelry";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { jewelry } from "../jewelry/ports";
import { shippedJewelryCounts } from "./schema";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

beforeEach(async () => {
  await context.reset();
  // No permission: every signed-in member of staff ships.
  cookie = (await context.signInAsNew([])).cookie;
  await insertCompanies(context.database.db);
  await insertItems(context.database.db, [
    {
      certificateNumber: "JW1001",
      orderNumber: "A100",
      lineNumber: 2,
      purchaseOrder: "PO-7",
      trackingNumber: "1Z999AA10123456784",
      itemNumber: "IT-1",
      clientSku: "RING-1",
      clientId,
      customerId: venueId,
      jewelryType: "Ring",
      shippedOn: "2026-03-02T15:00:00Z",
      processedBy: "ANN",
    },
    {
      stockNumber: "STK-9",
      orderNumber: "A100",
      lineNumber: 3,
      jewelryType: "Pendant",
      customerId: otherVenueId,
      shippedOn: "2026-03-05T10:00:00Z",
      processedBy: "@BO",
    },
    { orderNumber: "B200", jewelryType: "Ring", shippedOn: "2026-02-20T10:00:00Z", processedBy: "CY" },
    // Not shipped: never in the log.
    { certificateNumber: "JW1004", orderNumber: "A100", lineNumber: 2, jewelryType: "Ring" },
  ]);
});

const list = async (query = "") => {
  const response = await context.request({ url: `/api/shipping-log?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    items: Record<string, unknown>[];
    total: number;
    offset: number;
    nextCursor: string | null;
  };
};
const orders = async (query: string) => (await list(query)).items.map((item) => item.orderNumber);
const certificates = async (query: string) =>
  (await list(query)).items.map((item) => item.certificateNumber || item.stockNumber || "N/A");

describe("the shipping log", () => {
  it("lists shipped items only, the latest shipped first, with the columns the screen shows", async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.shippedOn)).toEqual([
      "2026-03-05T10:00:00.000Z",
      "2026-03-02T15:00:00.000Z",
      "2026-02-20T10:00:00.000Z",
    ]);
    expect(page.items[1]).toEqual({
      id: expect.any(String),
      created: expect.any(String),
      shippedOn: "2026-03-02T15:00:00.000Z",
      client: { id: clientId, name: "Aurora Fine Jewelry" },
      customer: { id: venueId, name: "=Venue Mall" },
      orderNumber: "A100",
      lineNumber: 2,
      purchaseOrder: "PO-7",
      jewelryType: "Ring",
      clientSku: "RING-1",
      certificateNumber: "JW1001",
      stockNumber: "",
      trackingNumber: "1Z999AA10123456784",
      processedBy: "ANN",
    });
  });

  it("pages on the server with the exact total and offsets", async () => {
    const first = await list("limit=2");
    expect([first.items.length, first.total, first.offset]).toEqual([2, 3, 0]);
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.orderNumber)).toEqual(["B200"]);
    expect([second.total, second.offset, second.nextCursor]).toEqual([3, 2, null]);
  });

  it("finds by every search key, text whitespace-stripped and upper-cased", async () => {
    expect(await certificates("searchType=orderNumber&search=a100")).toEqual(["STK-9", "JW1001"]);
    // Order-line: the line parsed as a whole number; spaces anywhere are dropped.
    expect(await certificates(`searchType=orderNumber&search=${encodeURIComponent(" a100 - 2 ")}`)).toEqual([
      "JW1001",
    ]);
    expect(await certificates("searchType=orderNumber&search=A100-03")).toEqual(["STK-9"]);
    // Cert # finds a certificate number or, as the column shows it, the stock number.
    expect(await certificates("searchType=certificateNumber&search=jw1001")).toEqual(["JW1001"]);
    expect(await certificates("searchType=certificateNumber&search=stk-9")).toEqual(["STK-9"]);
    // An unshipped item is never found here.
    expect(await certificates("searchType=certificateNumber&search=JW1004")).toEqual([]);
    expect(await certificates("searchType=itemNumber&search=it-1")).toEqual(["JW1001"]);
    expect(await certificates("searchType=purchaseOrder&search=po-7")).toEqual(["JW1001"]);
    expect(await certificates("searchType=trackingNumber&search=1z999aa10123456784")).toEqual(["JW1001"]);
    // Whole values, not parts.
    expect((await list("searchType=purchaseOrder&search=PO")).total).toBe(0);
  });

  it("filters on the shipped-on range, the customer and the style", async () => {
    const march = "shippedFrom=2026-03-01T00:00:00.000Z&shippedTo=2026-03-03T00:00:00.000Z";
    expect(await certificates(march)).toEqual(["JW1001"]);
    expect((await list(march)).total).toBe(1);
    expect(await certificates(`customerId=${otherVenueId}`)).toEqual(["STK-9"]);
    expect((await list(`customerId=${venueId}`)).total).toBe(1);
    expect(await orders("jewelryType=Ring")).toEqual(["A100", "B200"]);
    expect((await list("jewelryType=Ring")).total).toBe(2);
    expect((await list(`jewelryType=Ring&customerId=${venueId}`)).total).toBe(1);
  });

  it("refuses bad input with 400 and a clear message", async () => {
    const cases: [string, string][] = [
      [
        "shippedFrom=2026-03-05T00:00:00Z&shippedTo=2026-03-01T00:00:00Z",
        "End date cannot be before start date.",
      ],
      ["searchType=sku&search=X", "searchType"],
      ["customerId=nope", "customerId must be a customer's id"],
      ["shippedFrom=yesterday", "shippedFrom must be a date and time"],
      ["sort=created:desc", "sort field must be one of shippedOn"],
      ["limit=0", "limit"],
      ["cursor=bogus", "cursor"],
    ];
    for (const [query, message] of cases) {
      const response = await context.request({ url: `/api/shipping-log?${query}`, cookie });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(response.body).toContain(message);
    }
  });

  it("exports the whole filtered set as Shipping Log.xlsx, cells neutralised against formulas", async () => {
    const response = await context.request({ url: "/api/shipping-log/export.xlsx?jewelryType=", cookie });
    expectDownload(response, { name: "Shipping Log.xlsx", kind: "xlsx", total: 3 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Shipping Log");
    const rows = (sheet?.getSheetValues() ?? [])
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows[0]).toEqual([
      "Intake (UTC)",
      "Shipped On (UTC)",
      "Client",
      "Customer",
      "Order Number",
      "Purchase Order",
      "Item Type",
      "Client SKU",
      "Certificate #",
      "Processed By",
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ["2026-03-05 10:00", undefined, "Harbor Store", "A100-3", undefined, "Pendant", "N/A", "STK-9", "'@BO"],
      [
        "2026-03-02 15:00",
        "Aurora Fine Jewelry",
        "'=Venue Mall",
        "A100-2",
        "PO-7",
        "Ring",
        "RING-1",
        "JW1001",
        "ANN",
      ],
      ["2026-02-20 10:00", undefined, undefined, "B200", undefined, "Ring", "N/A", "N/A", "CY"],
    ]);
    const filtered = await context.request({
      url: "/api/shipping-log/export.xlsx?searchType=orderNumber&search=B200",
      cookie,
    });
    expectDownload(filtered, { name: "Shipping Log.xlsx", kind: "xlsx", total: 1 });
  });

  it("needs a signed-in administrator", async () => {
    for (const url of ["/api/shipping-log", "/api/shipping-log/export.xlsx"]) {
      const response = await context.request({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });
});

describe("the shipping log's kept total", () => {
  // The kept rows against a GROUP BY of the shipped rows, and the total against count(*).
  const expectExact = async (expected: number) => {
    const { db } = context.database;
    const kept = await db
      .select()
      .from(shippedJewelryCounts)
      .where(ne(shippedJewelryCounts.n, 0))
      .orderBy(shippedJewelryCounts.dimension, shippedJewelryCounts.value);
    const shipped = await db
      .select({ customerId: jewelry.customerId, jewelryType: jewelry.jewelryType })
      .from(jewelry)
      .where(eq(jewelry.hasBeenShipped, true));
    const counted = new Map<string, number>();
    for (const row of shipped)
      for (const key of [
        "all|",
        `customer|${row.customerId ?? ""}`,
        `style|${row.jewelryType}`,
        `customer_style|${row.customerId ?? ""}|${row.jewelryType}`,
      ])
        counted.set(key, (counted.get(key) ?? 0) + 1);
    expect(Object.fromEntries(kept.map((row) => [`${row.dimension}|${row.value}`, row.n]))).toEqual(
      Object.fromEntries(counted),
    );
    expect(await db.$count(jewelry, eq(jewelry.hasBeenShipped, true))).toBe(expected);
    expect((await list()).total).toBe(expected);
  };

  it("equals a direct count after shipping, unshipping, restyling and deleting", async () => {
    const { db } = context.database;
    await expectExact(3);
    await db.execute(
      sql`update jewelry set has_been_shipped = true, shipped_on = now(), processed_by = 'DEE' where certificate_number = 'JW1004'`,
    );
    await expectExact(4);
    await db.execute(sql`update jewelry set has_been_shipped = false where order_number = 'B200'`);
    await expectExact(3);
    await db.execute(
      sql`update jewelry set jewelry_type = 'Necklace', customer_id = null where stock_number = 'STK-9'`,
    );
    await expectExact(3);
    expect((await list("jewelryType=Necklace")).total).toBe(1);
    expect((await list(`jewelryType=Ring&customerId=${venueId.toUpperCase()}`)).total).toBe(1);
    await db.execute(sql`delete from jewelry where certificate_number = 'JW1001'`);
    await expectExact(2);
    await db.execute(sql`select shipped_jewelry_counts_rebuild()`);
    await expectExact(2);
  });
});
