import { diamondQrHeaders, diamondSheetColumns } from "@loupe/domain/diamonds/diamond-sheet";
import Papa from "papaparse";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readXlsx } from "../../spreadsheets/read-xlsx";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { companies } from "../companies/ports";
import { diamonds } from "./schema";

let context: TestContext;
let cookie: string;
const clientId = uuidv7();
const total = 1_234;

// More rows than one batch of the stream (1,000) and far more than one list page (50).
beforeAll(async () => {
  context = await createTestContext({ PUBLIC_BASE_URL: "https://loupe.example" });
  cookie = (await context.signInAsNew()).cookie;
  await context.database.db.insert(companies).values({ id: clientId, kind: "client", name: "Aurora" });
  const rows = Array.from({ length: total }, (_, index) => ({
    id: uuidv7(),
    templateId: 6,
    certificateNumber: index % 100 === 7 ? "" : `LG${100_000 + index}`,
    clientSku: `SKU-${index}`,
    shape: index % 2 === 0 ? "Round" : "Oval",
    weight: 1.5,
    colorValue: "G",
    colorAsterisks: "*",
    clientId: index % 3 === 0 ? clientId : null,
    created: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await context.database.db.insert(diamonds).values(rows.slice(start, start + 500));
  }
});
afterAll(() => context.close());

const download = (url: string, withCookie = true) =>
  context.request({ url, ...(withCookie ? { cookie } : {}) });

describe("Export (diamond.xlsx)", () => {
  it("streams every record, newest first, in the 'Diamond Sheet' with a bold frozen header", async () => {
    const response = await download("/api/diamonds/export.xlsx");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toContain('attachment; filename="diamond.xlsx"');
    expect(response.headers["x-total-count"]).toBe(String(total));
    const workbook = await readXlsx(response.rawPayload);
    const sheet = workbook.getWorksheet("Diamond Sheet");
    if (!sheet) throw new Error("no Diamond Sheet");
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...diamondSheetColumns.map((column) => column.header),
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const column = (name: string) => diamondSheetColumns.findIndex((item) => item.header === name) + 1;
    const newest = sheet.getRow(2);
    expect(newest.getCell(column("Certificate Number")).value).toBe(`LG${100_000 + total - 1}`);
    expect(newest.getCell(column("Weight")).value).toBe(1.5);
    expect(newest.getCell(column("Color")).value).toBe("G*");
    expect(newest.getCell(column("Digital Certificate")).value).toBe(
      `https://loupe.example/c/diamond/LG${100_000 + total - 1}`,
    );
    expect(sheet.getRow(total + 1).getCell(column("Client SKU")).value).toBe("SKU-0");
  });

  it("keeps to the list's filters", async () => {
    const response = await download(`/api/diamonds/export.xlsx?clientId=${clientId}&shape=Round`);
    const expected = Array.from({ length: total }, (_, index) => index).filter(
      (index) => index % 3 === 0 && index % 2 === 0,
    ).length;
    expect(response.headers["x-total-count"]).toBe(String(expected));
    const sheet = (await readXlsx(response.rawPayload)).getWorksheet("Diamond Sheet");
    expect(sheet?.rowCount).toBe(expected + 1);
    const clients = new Set<unknown>();
    sheet?.eachRow((row, number) => {
      if (number > 1) clients.add(row.getCell(6).value);
    });
    expect([...clients]).toEqual(["Aurora"]);
  });

  it("writes a header-only sheet when nothing matches", async () => {
    const response = await download("/api/diamonds/export.xlsx?search=NOTHING-MATCHES");
    expect(response.headers["x-total-count"]).toBe("0");
    expect((await readXlsx(response.rawPayload)).getWorksheet("Diamond Sheet")?.rowCount).toBe(1);
  });
});

describe("Export for QR (DiamondQR.csv)", () => {
  it("streams Certificate, DigitalCertificateURL and VideoURL for every record", async () => {
    const response = await download("/api/diamonds/export-qr.csv?search=LG1000");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain('filename="DiamondQR.csv"');
    const parsed = Papa.parse<string[]>(response.body, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...diamondQrHeaders]);
    expect(parsed.data.slice(1, 3)).toEqual([
      ["LG100099", "https://loupe.example/c/diamond/LG100099", ""],
      ["LG100098", "https://loupe.example/c/diamond/LG100098", ""],
    ]);
    expect(parsed.data).toHaveLength(Number(response.headers["x-total-count"]) + 1);
  });

  it("uses the client SKU for a record without a certificate number, across every batch", async () => {
    const parsed = Papa.parse<string[]>((await download("/api/diamonds/export-qr.csv")).body, {
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(total + 1);
    expect(parsed.data).toContainEqual(["SKU-7", "https://loupe.example/c/diamond/SKU-7", ""]);
  });
});

describe("exports refuse", () => {
  it.each(["/api/diamonds/export.xlsx", "/api/diamonds/export-qr.csv"])(
    "%s without a session",
    async (url) => {
      expect((await download(url, false)).statusCode).toBe(401);
    },
  );

  it.each([
    "templateId=9",
    "clientId=not-an-id",
    "createdFrom=yesterday",
    "origin=Moon",
    "imperfections=maybe",
  ])("bad filters (%s) with 400", async (query) => {
    for (const url of ["/api/diamonds/export.xlsx", "/api/diamonds/export-qr.csv"]) {
      const response = await download(`${url}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers["content-type"]).toContain("application/problem+json");
    }
  });
});
