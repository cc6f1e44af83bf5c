import type { JewelryImportPreview } from "@loupe/domain/jewelry/import";
import { type JewelrySave, jewelrySaveSchema } from "@loupe/domain/jewelry/jewelry";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import {
  expectRowsRefused,
  importTestSuite,
  unknownCompanyRefusals,
  unknownReferenceRows,
} from "../../testing/import-requests";
import { mainStone } from "../../testing/jewelry-fixtures";
import { insertJewelryRecords } from "../../testing/seed-jewelry";
import { xlsxFile } from "../../testing/xlsx-file";
import { diamonds } from "../diamonds/ports";
import { jewelry } from "./schema";

const { suite, clientId, customerId, preview, commit, previewRows } = importTestSuite("/api/jewelry");
beforeEach(async () => {
  // Certificate numbers are one namespace: a diamond's number cannot be imported as jewelry.
  await suite.context.database.db
    .insert(diamonds)
    .values({ id: uuidv7(), templateId: 6, certificateNumber: "DIA-1" });
});

const previewOf = async (file: Buffer | string, name = "jewelry.xlsx", query = "") => {
  const response = await preview(name, file, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JewelryImportPreview;
};
const jewelryCount = () => suite.context.database.db.$count(jewelry);

const header = [
  "Certificate Number",
  "Client SKU",
  "Template",
  "Client",
  "Customer",
  "Jewelry Type",
  "Metal",
  "Main Stone Shape",
  "Main Stone Cut",
  "Main Stone Polish",
  "Main Stone Symmetry",
  "Main Stone Weight",
  "Main Stone Color",
  "Main Stone Clarity",
  "QA Status",
  "Retail Price",
];
const sheet = [
  header,
  [
    "JW1",
    "R-1",
    "Everything Round Center + Side Stones",
    "aurora fine jewelry",
    "Blue Nile",
    "Ring",
    "18K White Gold",
    "Round",
    "Excellent",
    "Excellent",
    "Very Good",
    "1.01",
    "F*",
    "VS1",
    "Passed",
    "$1,250.00",
  ],
  ["", "R-2", 8, "", "", "Pendant", "Platinum", "Oval"],
  [],
  ["JW3", "", 18, "", "", "Ring"],
  ["jw1", "", 19, "Nobody Inc", "", "Ring"],
  ["DIA-1", "", 19, "", "", "Ring"],
  ["JW5", "", 19, "", "", "Ring", "", "", "", "", "", "", "", "", "Maybe", "cheap"],
];

describe("jewelry import preview", () => {
  it("reads an .xlsx into ready, incomplete and rejected rows and writes nothing", async () => {
    const body = await previewOf(await xlsxFile(sheet));
    // By spreadsheet row; row 4 is empty and dropped.
    expect(Object.fromEntries(body.rows.map((row) => [row.row, row.status]))).toEqual({
      2: "ready",
      3: "incomplete",
      5: "rejected",
      6: "rejected",
      7: "rejected",
      8: "rejected",
    });
    expect(body.counts).toEqual({ ready: 1, incomplete: 1, rejected: 4 });
    const [ready, incomplete, unknown] = body.rows;
    expect(ready?.values).toMatchObject({
      certificateNumber: "JW1",
      templateId: 1,
      clientId,
      customerId,
      jewelryType: "Ring",
      mainStone: { shape: "Round", weight: "1.01", color: { value: "F", asterisks: "*" } },
      qaStatus: "Passed",
      retailPrice: 1250,
    });
    expect(ready?.summary).toEqual({
      certificateNumber: "JW1",
      clientSku: "R-1",
      template: "Everything Round Center + Side Stones",
      jewelryType: "Ring",
      client: "Aurora Fine Jewelry",
    });
    expect(unknown?.values).toBeNull();
    const missing = ["Polish", "Symmetry", "Cut", "Weight", "Color", "Clarity"].map(
      (field) => `Main Stone ${field}`,
    );
    expect(Object.fromEntries(body.rows.map((row) => [row.row, row.reasons]))).toEqual({
      2: [],
      3: [`Missing Required Fields: ${missing.join(", ")}.`],
      5: ['Unknown template "18"; use 1 to 17 or 19 to 23 or a template name.'],
      6: ['There is no client named "Nobody Inc".', "Certificate number JW1 is also on row 2."],
      // Certificate numbers are one namespace: a diamond holds this one.
      7: ["Certificate number DIA-1 already exists."],
      8: [
        'QA status "Maybe" must be Passed, Failed or Skipped.',
        'Retail price "cheap" is not an amount of dollars.',
      ],
    });
    expect(incomplete?.values?.clientSku).toBe("R-2");
    expect(await jewelryCount()).toBe(0);
  });

  it("refuses a file without jewelry columns, or without a file, with 4xx", async () => {
    const noColumns = await preview("other.csv", "Color Of Sky,Mood\nblue,happy\n");
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().detail).toContain("The first row must name the columns");
    const noFile = await suite.context.request({
      method: "POST",
      url: "/api/jewelry/import/preview",
      cookie: suite.cookie,
      payload: {},
    });
    expect(noFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(noFile.statusCode).toBeLessThan(500);
  });

  it("reads a .csv with the spec's field names and a BOM, and a chosen template for rows without one", async () => {
    const lines = [
      "CertNum,ClientSKU,JewelryType,Metal,MainStoneShape,MainStoneWeight,HasSideStones,SideStoneType,QAstatus",
      "CSV-1,,Ring,14K Rose Gold,Pear,0.90,Yes,Diamond,Skipped",
      ",CSV-SKU,Pendant,,,,No,,",
    ];
    const body = await previewOf(`\uFEFF${lines.join("\r\n")}`, "jewelry.csv", "?templateId=19");
    expect(body.withoutTemplate).toBe(2);
    expect(body.rows.map((row) => row.status)).toEqual(["ready", "ready"]);
    expect(body.rows[0]?.values).toMatchObject({
      templateId: 19,
      certificateNumber: "CSV-1",
      metal: "14K Rose Gold",
      mainStone: { shape: "Pear", weight: "0.90" },
      hasSideStones: true,
      sideStone: { type: "Diamond" },
      qaStatus: "Skipped",
    });
    expect(body.rows[1]?.values).toMatchObject({ clientSku: "CSV-SKU", hasSideStones: false });
  });
});

describe("jewelry import commit", () => {
  const sheetRows = async () => previewRows("jewelry.xlsx", await xlsxFile(sheet));

  it("writes every row in one go, keeps incomplete ones marked, and logs the import", async () => {
    const rows = await sheetRows();
    const response = await commit({ rows: rows.slice(0, 2) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, incomplete: 1 });
    const saved = await suite.context.database.db.select().from(jewelry).orderBy(jewelry.clientSku);
    expect(saved.map((row) => [row.clientSku, row.templateId, row.incomplete])).toEqual([
      ["R-1", 1, false],
      ["R-2", 8, true],
    ]);
    expect(saved[0]).toMatchObject({ clientId, customerId, qaStatus: "Passed", retailPrice: 1250 });
    const log = await suite.context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "import"));
    // One entry per imported record, each searchable by what names it.
    expect(log.map(({ entityType, entityId, subject }) => ({ entityType, entityId, subject }))).toEqual(
      expect.arrayContaining(
        saved.map((row) => ({
          entityType: "jewelry",
          entityId: row.id,
          subject: row.certificateNumber || row.clientSku,
        })),
      ),
    );
    expect(log).toHaveLength(2);
    expect(log.map((entry) => entry.summary)).toContainEqual(
      expect.stringContaining("(one of 2 jewelry items)"),
    );
    // The imported numbers are taken now, for jewelry and diamonds alike.
    const again = await commit({ rows: rows.slice(0, 1) });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: "rows.0", message: "Certificate number JW1 already exists." },
    ]);
  });

  it("writes nothing when any row is refused, naming each as rows.N", async () => {
    const [first, second] = await sheetRows();
    const response = await commit({
      rows: [first, second, { ...second, certificateNumber: "dia-1" }, { templateId: 18 }, first],
    });
    expectRowsRefused(response, [
      { field: "rows.2", message: "Certificate number DIA-1 already exists." },
      { field: "rows.3", message: expect.stringContaining("Template") },
      { field: "rows.4", message: "Certificate number JW1 appears more than once in this import." },
    ]);
    expect(await jewelryCount()).toBe(0);
  });

  it("refuses references that do not exist, videos and logos", async () => {
    const response = await commit({
      rows: [
        ...unknownReferenceRows(19, clientId),
        { templateId: 19, clientSku: "D", customerLogoFileId: uuidv7() },
      ],
    });
    expectRowsRefused(response, [
      ...unknownCompanyRefusals,
      {
        field: "rows.2",
        message: "Certificate videos cannot be imported; upload them on the jewelry item's page.",
      },
      {
        field: "rows.3",
        message: "Customer logos cannot be imported; upload them on the jewelry item's page.",
      },
    ]);
    expect(await jewelryCount()).toBe(0);
  });

  it.each([
    [{}, "rows"],
    [{ rows: [] }, "rows"],
    [{ rows: [null] }, "rows.0"],
    [{ rows: [{ templateId: 1, mainStone: { table: 900 } }] }, "rows.0"],
  ])("answers 400 for the body %#", async (payload, field) => {
    const response = await commit(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect(await jewelryCount()).toBe(0);
  });

  it("needs a session", async () => {
    expect(
      (await commit({ rows: [{ templateId: 19, clientSku: "A" }] }, { signedIn: false })).statusCode,
    ).toBe(401);
  });
});

// Everything the sheet holds comes back as it was saved: the export is the import's format.
describe("export read back by import", () => {
  const records: JewelrySave[] = [
    {
      templateId: 1,
      jewelryType: "Ring",
      certificateNumber: "RT-1",
      clientSku: "RT-SKU-1",
      sku: "SKU-A",
      stockNumber: "ST-1",
      itemNumber: "IT-1",
      orderNumber: "A100",
      lineNumber: 2,
      purchaseOrder: "PO-9",
      trackingNumber: "1Z999",
      clientId,
      customerId,
      metal: "18K White Gold",
      measurement: "Size 6",
      inscription: "Forever",
      description: 'Halo ring, "vintage" style',
      certificateComments: "Clarity enhanced",
      cardDescription: "Halo ring",
      mainStone: mainStone({
        measurements: "6.41 x 6.43 x 3.97 mm",
        table: 57,
        depth: 61.5,
        colorCode: "#FFEEDD",
        colorMode: "multiply",
      }),
      hasSideStones: true,
      sideStone: {
        type: "Diamond",
        shape: "Round",
        weight: "0.40 ctw",
        colorCode: "#FFFFFF",
        colorMode: "color",
      },
      qaStatus: "Passed",
      retailPrice: 2450.5,
      totalCertPrice: 35,
      totalCertCost: 12.25,
    },
    {
      templateId: 4,
      jewelryType: "Earring",
      certificateNumber: "RT-2",
      isMultipleCenterStones: true,
      mainStone: {},
      centerStones: [
        {
          type: "Diamond",
          shape: "Oval",
          weight: "0.50",
          color: { template: "Standard", value: "G", asterisks: "" },
        },
        { type: "Diamond", shape: "Oval", weight: "0.51", clarity: { value: "SI1", asterisks: "**" } },
      ],
    },
    { templateId: 19, jewelryType: "Bracelet", clientSku: "RT-METAL", metal: "Platinum", qaStatus: "Failed" },
  ].map((input) => jewelrySaveSchema.parse(input));

  it("imports an exported sheet into the same records", async () => {
    // Written as saved; the second lacks center-stone grades Save would ask for.
    await insertJewelryRecords(suite.context.database.db, records);
    const saved = await suite.context.database.db.select().from(jewelry);
    const exported = await suite.context.request({ url: "/api/jewelry/export.xlsx", cookie: suite.cookie });
    expect(exported.statusCode).toBe(200);
    // Cleared, so the numbers are free again.
    await suite.context.database.db.delete(jewelry);

    const read = await preview("jewelry.xlsx", exported.rawPayload);
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json() as JewelryImportPreview;
    expect(body.counts).toEqual({ ready: 2, incomplete: 1, rejected: 0 });
    expect(body.rows.find((row) => row.status === "incomplete")?.summary.certificateNumber).toBe("RT-2");
    const committed = await commit({ rows: body.rows.map((row) => row.values) });
    expect(committed.statusCode, committed.body).toBe(200);
    const imported = await suite.context.database.db.select().from(jewelry);
    const comparable = (row: (typeof saved)[number]) => {
      const {
        id,
        created,
        updatedAt,
        createdBy,
        updatedBy,
        version,
        newlyAdded,
        updateSpreadsheet,
        ...fields
      } = row;
      return fields;
    };
    const byKey = (rows: typeof saved) =>
      Object.fromEntries(rows.map((row) => [row.certificateNumber || row.clientSku, comparable(row)]));
    expect(byKey(imported)).toEqual(byKey(saved));
  });
});
