import ExcelJS from "exceljs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectDownload } from "../../testing/expect-download";
import { clientId, insertCompanies, insertItems, venueId } from "../../testing/shipped-jewelry";
import { createTestContext, type TestContext } from "../../testing/test-app";

let context: TestContext;
let cookie: string;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew(["view_billing"])).cookie;
  await insertCompanies(context.database.db);
  await insertItems(context.database.db, [
    {
      created: new Date("2026-01-10T12:00:00Z"),
      certificateNumber: "JW2001",
      clientSku: "RING-1",
      stockNumber: "STK-1",
      orderNumber: "ORD-5",
      lineNumber: 1,
      purchaseOrder: "PO-77",
      clientId,
      customerId: venueId,
      retailPrice: 1250.5,
      totalCertPrice: 35,
      shippedOn: "2026-01-12T12:00:00Z",
    },
    {
      created: new Date("2026-02-10T12:00:00Z"),
      certificateNumber: "JW2002",
      clientSku: "+SUM(A1)",
      orderNumber: "ORD-6",
      purchaseOrder: "PO-88",
    },
  ]);
});

const list = async (query = "") => {
  const response = await context.request({ url: `/api/orders?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; total: number };
};
const found = async (query: string) => (await list(query)).items.map((item) => item.certificateNumber);

describe("the orders report", () => {
  it("lists jewelry newest first with the order, prices, card and shipping columns", async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.certificateNumber)).toEqual(["JW2002", "JW2001"]);
    expect(page.items[1]).toEqual({
      id: expect.any(String),
      created: "2026-01-10T12:00:00.000Z",
      client: { id: clientId, name: "Aurora Fine Jewelry" },
      customer: { id: venueId, name: "=Venue Mall" },
      orderNumber: "ORD-5",
      lineNumber: 1,
      purchaseOrder: "PO-77",
      stockNumber: "STK-1",
      clientSku: "RING-1",
      certificateNumber: "JW2001",
      retailPrice: 1250.5,
      totalCertPrice: 35,
      cardCertPrinted: false,
      hasBeenShipped: true,
    });
  });

  it("searches by Order Number (or order-line), PO #, SKU and Cert #, and filters on intake dates", async () => {
    expect(await found("searchType=orderNumber&search=ord-5")).toEqual(["JW2001"]);
    expect(await found("searchType=orderNumber&search=ORD-5-1")).toEqual(["JW2001"]);
    expect(await found("searchType=purchaseOrder&search=po-88")).toEqual(["JW2002"]);
    expect(await found("searchType=clientSku&search=ring-1")).toEqual(["JW2001"]);
    expect(await found(`searchType=certificateNumber&search=${encodeURIComponent(" jw 2002")}`)).toEqual([
      "JW2002",
    ]);
    const february = "createdFrom=2026-02-01T00:00:00.000Z&createdTo=2026-03-01T00:00:00.000Z";
    expect(await found(february)).toEqual(["JW2002"]);
    expect((await list(february)).total).toBe(1);
    expect((await list("searchType=clientSku&search=NOPE")).total).toBe(0);
  });

  it("exports Orders Report.xlsx with prices as numbers and neutralised text", async () => {
    const response = await context.request({ url: "/api/orders/export.xlsx", cookie });
    expectDownload(response, { name: "Orders Report.xlsx", kind: "xlsx", total: 2 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = (workbook.getWorksheet("Orders Report")?.getSheetValues() ?? [])
      .slice(1)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows).toEqual([
      [
        "Intake (UTC)",
        "Client",
        "Venue",
        "Order-Line",
        "PO",
        "Stock #",
        "SKU",
        "Certificate",
        "Retail Price",
        "Total Cert Price",
        "Card Printed",
        "Shipped",
      ],
      [
        "2026-02-10 12:00",
        undefined,
        undefined,
        "ORD-6",
        "PO-88",
        undefined,
        "'+SUM(A1)",
        "JW2002",
        undefined,
        undefined,
        "No",
        "No",
      ],
      [
        "2026-01-10 12:00",
        "Aurora Fine Jewelry",
        "'=Venue Mall",
        "ORD-5-1",
        "PO-77",
        "STK-1",
        "RING-1",
        "JW2001",
        1250.5,
        35,
        "No",
        "Yes",
      ],
    ]);
    const searched = await context.request({
      url: "/api/orders/export.xlsx?searchType=purchaseOrder&search=PO-77",
      cookie,
    });
    expectDownload(searched, { name: "Orders Report.xlsx", kind: "xlsx", total: 1 });
  });

  it("answers 403 to an administrator without view_billing, 401 to no one signed in", async () => {
    const { cookie: other } = await context.signInAsNew(["super_admin", "view_activity_log"]);
    for (const url of ["/api/orders", "/api/orders/export.xlsx"]) {
      const forbidden = await context.request({ url, cookie: other });
      expect({ url, status: forbidden.statusCode }).toEqual({ url, status: 403 });
      const anonymous = await context.request({ url });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it("refuses bad input with 400 and a clear message", async () => {
    const cases: [string, string][] = [
      [
        "createdFrom=2026-03-05T00:00:00Z&createdTo=2026-03-01T00:00:00Z",
        "End date cannot be before start date.",
      ],
      ["searchType=trackingNumber&search=X", "searchType"],
      ["createdTo=soon", "createdTo must be a date and time"],
      ["limit=5000", "limit"],
    ];
    for (const [query, message] of cases) {
      const response = await context.request({ url: `/api/orders?${query}`, cookie });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.body).toContain(message);
    }
  });
});
