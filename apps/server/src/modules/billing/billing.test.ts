import { readFile } from "node:fs/promises";
import path from "node:path";
import { billingCsvFileName } from "@loupe/domain/billing/billing-csv";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectDownload } from "../../testing/expect-download";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { aurora, bellweather, seedBilling } from "./billing-fixtures";

let context: TestContext;
let cookie: string;
let ids: Record<string, string>;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  cookie = (await context.signInAsNew(["view_billing"])).cookie;
  ids = await seedBilling(context.database.db);
});

const list = async (query: string) => {
  const response = await context.request({ url: `/api/billing?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

// The same set written out by hand in SQL, instants and all: what the report must agree with.
async function directSum(where: string) {
  const result = await context.database.db.execute(
    sql.raw(`SELECT count(*)::int AS n, coalesce(sum(total_cert_price), 0)::text AS total,
      array_agg(id::text ORDER BY created DESC, id DESC) AS ids
      FROM jewelry WHERE qa_status = 'Passed' AND certificate_number <> '' ${where}`),
  );
  const [found] = (result as unknown as { rows: { n: number; total: string; ids: string[] | null }[] }).rows;
  return { total: found?.n, totalCertPrice: Number(found?.total), ids: found?.ids ?? [] };
}

describe("the certificate cost report", () => {
  it.each([
    ["", ""],
    ["client=all", ""],
    [`client=${aurora}`, `AND client_id = '${aurora}'`],
    [`client=${bellweather.toUpperCase()}`, `AND client_id = '${bellweather}'`],
    // 8 March 2026 in New York lasts 23 hours: 05:00Z to 04:00Z the next day.
    ["from=2026-03-08&to=2026-03-08", "AND created >= '2026-03-08T05:00Z' AND created < '2026-03-09T04:00Z'"],
    // 1 November 2026 lasts 25 hours: 04:00Z to 05:00Z the next day.
    ["from=2026-11-01&to=2026-11-01", "AND created >= '2026-11-01T04:00Z' AND created < '2026-11-02T05:00Z'"],
    [`client=${aurora}&from=2026-03-09`, `AND client_id = '${aurora}' AND created >= '2026-03-09T04:00Z'`],
    ["to=2026-03-08", "AND created < '2026-03-09T04:00Z'"],
    ["search=a100", "AND order_number = 'A100'"],
    // As the rows show it: order-line.
    ["search=A100-2", "AND order_number = 'A100' AND line_number = 2"],
    ["searchType=certificateNumber&search=jw9", "AND certificate_number = 'JW9'"],
    ["searchType=sku&search=%3Dsum(a1)", "AND client_sku = '=SUM(A1)'"],
    ["searchType=purchaseOrder&search=PO-1", "AND purchase_order = 'PO-1'"],
    ["searchType=certificateNumber&search=JW4", "AND false"],
  ])(
    "%s: its rows, count and Total Cert Price are the database's over the whole set",
    async (query, where) => {
      const expected = await directSum(where);
      const page = await list(query);
      expect({
        total: page.total,
        totalCertPrice: page.totalCertPrice,
        ids: page.items.map((item: { id: string }) => item.id),
      }).toEqual(expected);
    },
  );

  it("sums the whole filtered set, not the page, on every page", async () => {
    const first = await list("limit=2");
    expect(first.items.map((item: { certificateNumber: string }) => item.certificateNumber)).toEqual([
      "JW9",
      "JW7",
    ]);
    expect(first).toMatchObject({ total: 6, totalCertPrice: 247.75, offset: 0 });
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item: { certificateNumber: string }) => item.certificateNumber)).toEqual([
      "JW6",
      "JW3",
    ]);
    expect(second).toMatchObject({ total: 6, totalCertPrice: 247.75, offset: 2 });
  });

  it("shows a row's columns", async () => {
    const page = await list("searchType=certificateNumber&search=JW1");
    expect(page.items).toEqual([
      {
        id: ids.JW1,
        created: "2026-03-08T05:30:00.000Z",
        orderNumber: "A100",
        lineNumber: 1,
        clientName: "Aurora",
        certificateNumber: "JW1",
        clientSku: "S1",
        retailPrice: 1000,
        totalCertPrice: 45.5,
      },
    ]);
  });

  it("keeps its totals through edits, moves and deletes (the kept day totals)", async () => {
    const { db } = context.database;
    await db.execute(sql`UPDATE jewelry SET total_cert_price = 50 WHERE certificate_number = 'JW3'`);
    await db.execute(sql`UPDATE jewelry SET qa_status = 'Passed' WHERE certificate_number = 'JW4'`);
    await db.execute(sql`UPDATE jewelry SET client_id = ${bellweather} WHERE certificate_number = 'JW1'`);
    await db.execute(sql`UPDATE jewelry SET created = '2026-01-02T12:00Z' WHERE certificate_number = 'JW2'`);
    await db.execute(sql`DELETE FROM jewelry WHERE certificate_number = 'JW9'`);
    for (const [query, where] of [
      ["", ""],
      [`client=${aurora}`, `AND client_id = '${aurora}'`],
      [
        `client=${bellweather}&from=2026-03-08`,
        `AND client_id = '${bellweather}' AND created >= '2026-03-08T05:00Z'`,
      ],
      ["to=2026-01-02", "AND created < '2026-01-03T05:00Z'"],
    ]) {
      const page = await list(query ?? "");
      const expected = await directSum(where ?? "");
      expect({ query, total: page.total, totalCertPrice: page.totalCertPrice }).toEqual({
        query,
        total: expected.total,
        totalCertPrice: expected.totalCertPrice,
      });
    }
  });
});

describe("its CSV", () => {
  it("exports every billed record the filters select, byte for byte", async () => {
    const response = await context.request({ url: "/api/billing/export.csv", cookie });
    expectDownload(response, { name: billingCsvFileName(new Date()), kind: "csv", total: 6 });
    const expected = await readFile(path.join(import.meta.dirname, "fixtures/certificate-cost-report.csv"));
    expect(response.rawPayload.equals(expected), response.body).toBe(true);
  });

  it("exports the filtered set only", async () => {
    const response = await context.request({
      url: `/api/billing/export.csv?client=${aurora}&from=2026-03-08&to=2026-03-08`,
      cookie,
    });
    expectDownload(response, { name: billingCsvFileName(new Date()), kind: "csv", total: 2 });
    expect(response.body.split("\r\n").map((line) => line.split(",")[5])).toEqual([
      "Certificate",
      "JW2",
      "JW1",
      undefined,
    ]);
  });

  it("exports the selected rows, billed ones only, newest first", async () => {
    const response = await context.request({
      method: "POST",
      url: "/api/billing/export-selected.csv",
      payload: { ids: [ids.JW1, ids.JW9, ids.JW4] },
      cookie,
    });
    expectDownload(response, { name: billingCsvFileName(new Date()), kind: "csv" });
    const expected = (
      await readFile(path.join(import.meta.dirname, "fixtures/certificate-cost-report.csv"), "utf8")
    )
      .split("\r\n")
      .filter((line, index) => index === 0 || line.includes(",JW9,") || line.includes(",JW1,"));
    expect(response.body).toBe(`${expected.join("\r\n")}\r\n`);
  });
});

describe("the billed client", () => {
  it("is remembered per user, on the server, and every client is a choice", async () => {
    const other = (await context.signInAsNew(["view_billing"])).cookie;
    const read = async (as: string) =>
      (await context.request({ url: "/api/billing/client", cookie: as })).json();
    expect(await read(cookie)).toEqual({ clientId: null, clientName: null });
    const chosen = await context.request({
      method: "PUT",
      url: "/api/billing/client",
      payload: { clientId: aurora },
      cookie,
    });
    expect(chosen.json()).toEqual({ clientId: aurora, clientName: "Aurora" });
    expect(await read(cookie)).toEqual({ clientId: aurora, clientName: "Aurora" });
    expect(await read(other)).toEqual({ clientId: null, clientName: null });
    await context.request({ method: "PUT", url: "/api/billing/client", payload: { clientId: null }, cookie });
    expect(await read(cookie)).toEqual({ clientId: null, clientName: null });
  });

  it("starts from the configured default until the user chooses", async () => {
    const { config } = context.services;
    config.BILLING_DEFAULT_CLIENT_ID = bellweather;
    try {
      const read = async () => (await context.request({ url: "/api/billing/client", cookie })).json();
      expect(await read()).toEqual({ clientId: bellweather, clientName: "Bellweather" });
      await context.request({
        method: "PUT",
        url: "/api/billing/client",
        payload: { clientId: aurora },
        cookie,
      });
      expect(await read()).toEqual({ clientId: aurora, clientName: "Aurora" });
      // A default that names no client is every client.
      config.BILLING_DEFAULT_CLIENT_ID = "0190b000-0000-7000-8000-0000000000ff";
      cookie = (await context.signInAsNew(["view_billing"])).cookie;
      expect(await read()).toEqual({ clientId: null, clientName: null });
    } finally {
      config.BILLING_DEFAULT_CLIENT_ID = undefined;
    }
  });

  it("must be a client", async () => {
    const response = await context.request({
      method: "PUT",
      url: "/api/billing/client",
      payload: { clientId: "0190b000-0000-7000-8000-0000000000ff" },
      cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe("No client has this id");
  });
});

describe("its guards", () => {
  it("needs a session and view_billing", async () => {
    expect((await context.request({ url: "/api/billing" })).statusCode).toBe(401);
    const without = (await context.signInAsNew(["view_activity_log", "edit_attributes"])).cookie;
    for (const request of [
      { url: "/api/billing" },
      { url: "/api/billing/export.csv" },
      { url: "/api/billing/client" },
      { method: "PUT" as const, url: "/api/billing/client", payload: { clientId: null } },
      { method: "POST" as const, url: "/api/billing/export-selected.csv", payload: { ids: [ids.JW1] } },
    ]) {
      const response = await context.request({ ...request, cookie: without });
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 403 });
    }
  });

  it.each([
    ["client=aurora", "client must be a client's id or 'all'"],
    [
      "searchType=stockNumber",
      "searchType must be one of orderNumber, certificateNumber, sku, purchaseOrder",
    ],
    ["from=2026-02-30", "from must be a day as YYYY-MM-DD"],
    ["to=03/08/2026", "to must be a day as YYYY-MM-DD"],
    ["from=2026-03-09&to=2026-03-08", "to cannot be before from"],
    ["limit=1001", ""],
    [`search=${"x".repeat(81)}`, "search can be at most 80 characters"],
  ])("refuses %s with 400 and says why", async (query, message) => {
    for (const url of [`/api/billing?${query}`, `/api/billing/export.csv?${query}`]) {
      if (url.includes("limit") && url.includes("export")) continue;
      const response = await context.request({ url, cookie });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it("refuses a bad selection with 400", async () => {
    for (const payload of [{ ids: [] }, { ids: ["JW1"] }, {}]) {
      const response = await context.request({
        method: "POST",
        url: "/api/billing/export-selected.csv",
        payload,
        cookie,
      });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});
