import { jewelrySheetColumns } from "@loupe/domain/jewelry/jewelry-sheet";
import Papa from "papaparse";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { readXlsx } from "../../spreadsheets/read-xlsx";
import { expectDownload } from "../../testing/expect-download";
import { insertJewelryRecords } from "../../testing/seed-jewelry";
import { storeTestFile } from "../../testing/stored-file";
import { testSuite } from "../../testing/test-suite";
import { companies } from "../companies/ports";
import { diamonds } from "../diamonds/ports";

const suite = testSuite({ PUBLIC_BASE_URL: "https://loupe.example" }, { reset: false });
const clientId = uuidv7();
let videoId = "";
// More than one batch of the stream (1,000) and far more than a list page.
const total = 1_205;
const types = ["Ring", "Pendant", "Bracelet"];

beforeAll(async () => {
  const { db } = suite.context.database;
  await db.insert(companies).values({ id: clientId, kind: "client", name: "Aurora" });
  videoId = await storeTestFile(suite.context, "JW_5.mp4", "video/mp4");
  await insertJewelryRecords(
    db,
    Array.from({ length: total }, (_, index) => ({
      templateId: index % 2 === 0 ? 8 : 19,
      jewelryType: types[index % 3],
      certificateNumber: index % 100 === 7 ? "" : `JW${100_000 + index}`,
      clientSku: `SKU-${index}`,
      metal: "18K Yellow Gold",
      clientId: index % 5 === 0 ? clientId : null,
      certificateVideoFileId: index === 5 ? videoId : null,
      retailPrice: index === total - 1 ? 1250.5 : null,
      mainStone: { shape: "Oval", color: { template: "Standard", value: "G", asterisks: "*" } },
    })),
  );
  // A diamond is never in the jewelry export.
  await db.insert(diamonds).values({ id: uuidv7(), templateId: 6, certificateNumber: "JW-DIAMOND" });
});

const download = (url: string, withCookie = true) =>
  suite.context.request({ url, ...(withCookie ? { cookie: suite.cookie } : {}) });
const column = (name: string) => jewelrySheetColumns.findIndex((item) => item.header === name) + 1;

describe("Export (jewelry.xlsx)", () => {
  it("streams every record newest first in the 'Jewelry Sheet', across batches", async () => {
    const response = await download("/api/jewelry/export.xlsx");
    expectDownload(response, { name: "jewelry.xlsx", kind: "xlsx", total });
    const sheet = (await readXlsx(response.rawPayload)).getWorksheet("Jewelry Sheet");
    if (!sheet) throw new Error("no Jewelry Sheet");
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...jewelrySheetColumns.map((item) => item.header)]);
    const newest = sheet.getRow(2);
    expect(newest.getCell(column("Certificate Number")).value).toBe(`JW${100_000 + total - 1}`);
    expect(newest.getCell(column("Main Stone Color")).value).toBe("G*");
    expect(newest.getCell(column("Retail Price")).value).toBe(1250.5);
    expect(newest.getCell(column("Digital Certificate")).value).toBe(
      `https://loupe.example/c/jewelry/JW${100_000 + total - 1}`,
    );
    expect(sheet.getRow(total + 1).getCell(column("Client SKU")).value).toBe("SKU-0");
    // Every record once: no batch boundary repeats or skips a row.
    const skus = new Set<unknown>();
    sheet.eachRow((row, number) => {
      if (number > 1) skus.add(row.getCell(column("Client SKU")).value);
    });
    expect(skus.size).toBe(total);
  });

  it("keeps to the list's filters", async () => {
    // Aurora's rings: every fifth record is Aurora's, every third a ring.
    const aurorasRings = [...Array(total).keys()].filter((index) => index % 15 === 0);
    const response = await download(`/api/jewelry/export.xlsx?clientId=${clientId}&jewelryType=Ring`);
    expect(Number(response.headers["x-total-count"])).toBe(aurorasRings.length);
    const sheet = (await readXlsx(response.rawPayload)).getWorksheet("Jewelry Sheet");
    const skus: unknown[] = [];
    sheet?.eachRow((row, number) => {
      if (number === 1) return;
      expect([row.getCell(column("Client")).value, row.getCell(column("Jewelry Type")).value]).toEqual([
        "Aurora",
        "Ring",
      ]);
      skus.push(row.getCell(column("Client SKU")).value);
    });
    expect(skus).toEqual(aurorasRings.reverse().map((index) => `SKU-${index}`));
  });

  it("searches as the list does and writes a header-only sheet when nothing matches", async () => {
    const found = await download("/api/jewelry/export.xlsx?searchType=clientSku&search=sku-120");
    // SKU-120 and SKU-1200 … SKU-1204.
    expect(found.headers["x-total-count"]).toBe("6");
    const none = await download("/api/jewelry/export.xlsx?search=NOTHING-MATCHES&templateId=19");
    expect(none.headers["x-total-count"]).toBe("0");
    expect((await readXlsx(none.rawPayload)).getWorksheet("Jewelry Sheet")?.rowCount).toBe(1);
  });
});

describe("QR export (JewelryQR.csv)", () => {
  const parse = (body: string) => {
    const parsed = Papa.parse<string[]>(body, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  it("streams Certificate, DigitalCertificateURL and VideoURL of the filtered set", async () => {
    const response = await download("/api/jewelry/qr.csv?search=JW10000");
    expectDownload(response, { name: "JewelryQR.csv", kind: "csv" });
    const rows = parse(response.body);
    expect(rows[0]).toEqual(["Certificate", "DigitalCertificateURL", "VideoURL"]);
    // JW100000 … JW100009 but JW100007 (no certificate number), newest first.
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      [9, 8, 6, 5, 4, 3, 2, 1, 0].map((index) => `JW${100_000 + index}`),
    );
    expect(rows).toContainEqual([
      "JW100005",
      "https://loupe.example/c/jewelry/JW100005",
      `https://loupe.example/c/media/${videoId}`,
    ]);
    expect(rows).toContainEqual(["JW100004", "https://loupe.example/c/jewelry/JW100004", ""]);
    expect(rows).toHaveLength(Number(response.headers["x-total-count"]) + 1);
  });

  it("names a record without a certificate number by its client SKU, across every batch", async () => {
    const rows = parse((await download("/api/jewelry/qr.csv")).body);
    expect(rows).toHaveLength(total + 1);
    expect(rows).toContainEqual(["SKU-7", "https://loupe.example/c/jewelry/SKU-7", ""]);
    expect(rows.some((row) => row[0] === "JW-DIAMOND")).toBe(false);
  });
});

describe("jewelry exports refuse", () => {
  it.each(["/api/jewelry/export.xlsx", "/api/jewelry/qr.csv"])("%s without a session", async (url) => {
    expect((await download(url, false)).statusCode).toBe(401);
  });

  it.each(["templateId=18", "clientId=not-an-id", "createdFrom=yesterday", "searchType=color"])(
    "bad filters (%s) with 400",
    async (query) => {
      for (const url of ["/api/jewelry/export.xlsx", "/api/jewelry/qr.csv"]) {
        const response = await download(`${url}?${query}`);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.headers["content-type"]).toContain("application/problem+json");
      }
    },
  );
});
