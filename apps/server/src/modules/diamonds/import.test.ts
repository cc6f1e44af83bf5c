import type { ImportPreview } from "@loupe/domain/diamonds/import";
import { notAWebLink } from "@loupe/domain/links";
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "../../db/activity-schema";
import { readXlsx } from "../../spreadsheets/read-xlsx";
import { insertClients } from "../../testing/companies";
import {
  expectRowsRefused,
  importTestSuite,
  unknownCompanyRefusals,
  unknownReferenceRows,
} from "../../testing/import-requests";
import { xlsxFile } from "./import-test-helpers";
import { diamonds } from "./schema";

const { suite, clientId, preview, commit, previewRows } = importTestSuite("/api/diamonds");
beforeEach(async () => {
  await insertClients(suite.context.database.db, { Twin: uuidv7(), twin: uuidv7() });
  await suite.context.database.db
    .insert(diamonds)
    .values({ id: uuidv7(), templateId: 6, certificateNumber: "OLD-1" });
});

const diamondCount = () => suite.context.database.db.$count(diamonds);

const header = ["Certificate Number", "Client SKU", "Template", "Client", "Customer", "Shape", "Weight"];
const gradeHeader = ["Color", "Clarity", "Polish", "Symmetry", "Measurements", "Created On"];
const sheet = [
  [...header, ...gradeHeader],
  [
    "LG1",
    "S-1",
    "Extra Minimalist",
    "aurora fine jewelry",
    "Blue Nile",
    "Round",
    "1.01ct",
    "G*",
    "VS1",
    "",
    "",
    "6.5x6.5x4",
    "01/02/2026",
  ],
  ["", "S-2", 4, "", "", "Oval", 0.5],
  [],
  ["LG3", "", "Mystery", "", "", "", "heavy"],
  ["lg1", "", 6, "Nobody Inc", "", "Round", 1, "D", "IF"],
  ["OLD-1", "", 6, "Twin", "", "Round", 1, "D", "IF"],
];

describe("import preview", () => {
  it("reads an .xlsx into ready, incomplete and rejected rows and writes nothing", async () => {
    const response = await preview("stones.xlsx", await xlsxFile(sheet));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportPreview;
    expect(body.counts).toEqual({ ready: 1, incomplete: 1, rejected: 3 });
    expect(body.rows.map((row) => [row.row, row.status])).toEqual([
      [2, "ready"],
      [3, "incomplete"],
      [5, "rejected"],
      [6, "rejected"],
      [7, "rejected"],
    ]);
    const [ready, incomplete, unknown, repeated, taken] = body.rows;
    expect(ready?.values).toMatchObject({
      certificateNumber: "LG1",
      templateId: 6,
      clientId,
      weight: 1.01,
      color: { value: "G", asterisks: "*" },
      measurements: "6.5 x 6.5 x 4 mm",
    });
    expect(ready?.values?.customerId).toBeTruthy();
    expect(ready?.summary).toEqual({
      certificateNumber: "LG1",
      clientSku: "S-1",
      template: "Extra Minimalist",
      shape: "Round",
      weight: "1.01",
      client: "Aurora Fine Jewelry",
    });
    expect(incomplete?.reasons).toEqual(["Missing Required Fields: Polish, Symmetry, Color, Clarity."]);
    expect(unknown?.values).toBeNull();
    expect(unknown?.reasons).toEqual([
      'Unknown template "Mystery"; use 1 to 6 or a template name.',
      'Weight "heavy" is not a number of carats.',
    ]);
    expect(repeated?.reasons).toEqual([
      'There is no client named "Nobody Inc".',
      "Certificate number LG1 is also on row 2.",
    ]);
    expect(taken?.reasons).toEqual([
      'More than one client is named "Twin"; give them different names first.',
      "Certificate number OLD-1 already exists.",
    ]);
    expect(await diamondCount()).toBe(1);
  });

  it("reads a .csv with the spec's field names, Yes/No cells and a BOM", async () => {
    const csv = [
      "\uFEFFCertNum,ClientSKU,Template,Weight,Shape,Color,Clarity,Table,Depth,ManufacturedAs,Inscription",
      'CSV-1,,6,0.9,Pear,E,VVS2,57%,61.2,Lab Grown,"Yes"',
      ",,,,,,,,,,",
      'CSV-2,"SKU, quoted",1,1,Round,F,SI1,,,Natural,No',
    ].join("\r\n");
    const response = await preview("stones.csv", csv);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ImportPreview;
    expect(body.rows.map((row) => [row.row, row.status])).toEqual([
      [2, "ready"],
      [4, "incomplete"],
    ]);
    expect(body.rows[0]?.values).toMatchObject({
      table: 57,
      depth: 61.2,
      manufacturedAs: "Lab Grown",
      inscription: "Yes",
    });
    // Client SKUs are stored compact and upper-cased, like certificate numbers.
    expect(body.rows[1]?.values).toMatchObject({ clientSku: "SKU,QUOTED", manufacturedAs: "Natural Stone" });
  });

  it("uses a chosen template for rows without one, and counts those rows", async () => {
    const csv = "certnum,shape,weight,color,clarity\nT-1,Round,1,D,IF\nT-2,,,,";
    const without = (await preview("spec.csv", csv)).json() as ImportPreview;
    expect(without.counts).toEqual({ ready: 0, incomplete: 0, rejected: 2 });
    expect(without.withoutTemplate).toBe(2);
    const response = await preview("spec.csv", csv, { query: "?templateId=6" });
    const chosen = response.json() as ImportPreview;
    expect(chosen.counts).toEqual({ ready: 1, incomplete: 1, rejected: 0 });
    expect(chosen.rows[0]?.summary.template).toBe("Extra Minimalist");
    const bad = await preview("spec.csv", csv, { query: "?templateId=9" });
    expect(bad.statusCode).toBe(400);
  });

  it("reads percentages formatted as such in Excel and formula results", async () => {
    const content = await xlsxFile([
      ["CertNum", "Template", "Table", "Weight"],
      ["PCT-1", 6, 0.575, { formula: "1+0.25", result: 1.25 }],
    ]);
    const workbook = await readXlsx(content);
    const worksheet = workbook.worksheets[0];
    if (worksheet) worksheet.getCell("C2").numFmt = "0.0%";
    const response = await preview("p.xlsx", Buffer.from(await workbook.xlsx.writeBuffer()));
    expect((response.json() as ImportPreview).rows[0]?.values).toMatchObject({ table: 57.5, weight: 1.25 });
  });

  it.each([
    ["notes.txt", "CertNum\nA", 415],
    ["old.xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), 415],
    ["renamed.csv", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), 415],
    ["broken.xlsx", "not a zip at all", 400],
    ["broken-zip.xlsx", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 400],
    ["no-headers.csv", "Foo,Bar\n1,2", 400],
    ["only-headers.csv", "CertNum,Template\n\n", 400],
    ["quotes.csv", 'CertNum,Template\n"A,6', 400],
  ])("refuses %s, never with a 500", async (name, content, status) => {
    const response = await preview(name, content);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers["content-type"]).toContain("application/problem+json");
    expect(response.json().detail).toBeTruthy();
  });

  it("refuses a request without a file, and one with more than 10,000 rows", async () => {
    const none = await suite.context.request({
      method: "POST",
      url: "/api/diamonds/import/preview",
      cookie: suite.cookie,
      payload: { rows: [] },
    });
    expect(none.statusCode).toBe(415);
    const lines = ["CertNum,Template", ...Array.from({ length: 10_001 }, (_, index) => `N${index},6`)];
    const tooMany = await preview("big.csv", lines.join("\n"));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe("The file has more than 10,000 rows. Split it and import each part.");
  });

  it("refuses a file over 20 MB with 413", async () => {
    const response = await preview("huge.csv", Buffer.alloc(21 * 1_048_576, 65));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe("The file is larger than 20 MB. Split it and import each part.");
  });

  it("needs a session", async () => {
    expect((await preview("stones.csv", "CertNum\nA", { signedIn: false })).statusCode).toBe(401);
    expect((await commit({ rows: [{ templateId: 6 }] }, { signedIn: false })).statusCode).toBe(401);
  });
});

describe("import commit", () => {
  const sheetRows = async () => previewRows("stones.xlsx", await xlsxFile(sheet));

  it("writes every row in one go, marks incomplete ones, and logs the import", async () => {
    const rows = await sheetRows();
    const response = await commit({ rows });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2, incomplete: 1 });
    const saved = await suite.context.database.db
      .select()
      .from(diamonds)
      .where(eq(diamonds.clientSku, "S-2"));
    expect(saved[0]).toMatchObject({ incomplete: true, templateId: 4, shape: "Oval" });
    const log = await suite.context.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "import"));
    // One entry per imported record, each searchable by what names it.
    expect(log).toHaveLength(2);
    const byId = (a: { entityId: string }, b: { entityId: string }) => a.entityId.localeCompare(b.entityId);
    const imported = await suite.context.database.db
      .select()
      .from(diamonds)
      .where(
        inArray(
          diamonds.id,
          log.map((entry) => entry.entityId),
        ),
      );
    expect(
      log.map(({ entityType, entityId, subject }) => ({ entityType, entityId, subject })).sort(byId),
    ).toEqual(
      imported
        .map((row) => ({
          entityType: "diamond",
          entityId: row.id,
          subject: row.certificateNumber || row.clientSku,
        }))
        .sort(byId),
    );
    expect(imported.map((row) => row.clientSku).sort()).toContain("S-2");
  });

  it("writes nothing when any row is refused, naming each as rows.N", async () => {
    const rows = await sheetRows();
    const response = await commit({
      rows: [...rows, { ...rows[1], certificateNumber: "old-1" }, { templateId: 6, weight: -1 }, rows[0]],
    });
    expectRowsRefused(response, [
      { field: "rows.2", message: "Certificate number OLD-1 already exists." },
      { field: "rows.3", message: "Weight must be more than 0." },
      { field: "rows.4", message: "Certificate number LG1 appears more than once in this import." },
    ]);
    expect(await diamondCount()).toBe(1);
  });

  it("refuses a row whose imperfection link is not a web link", async () => {
    const rows = await sheetRows();
    const response = await commit({ rows: [{ ...rows[0], imperfectionUrl: "javascript:alert(1)" }] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "rows.0", message: `Imperfection URL: ${notAWebLink}.` },
    ]);
    expect(await diamondCount()).toBe(1);
  });

  it("takes bodies well over the app's 1 MB default", async () => {
    const rows = Array.from({ length: 4000 }, (_, index) => ({
      templateId: 6,
      clientSku: `BULK-${index}`,
      description: "d".repeat(300),
    }));
    const response = await commit({ rows });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 4000, incomplete: 4000 });
  });

  it("refuses references that do not exist and videos", async () => {
    const response = await commit({ rows: unknownReferenceRows(6, clientId) });
    expectRowsRefused(response, [
      ...unknownCompanyRefusals,
      {
        field: "rows.2",
        message: "Certificate videos cannot be imported; upload them on the diamond's page.",
      },
    ]);
    expect(await diamondCount()).toBe(1);
  });

  it.each([
    [{}, "rows"],
    [[], "body"],
    [{ rows: [] }, "rows"],
    [{ rows: "all" }, "rows"],
    [{ rows: [null, 5] }, "rows.0"],
    [{ rows: Array.from({ length: 10_001 }, () => ({ templateId: 6 })) }, "rows"],
  ])("answers 400 for the body %#", async (payload, field) => {
    const response = await commit(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect(await diamondCount()).toBe(1);
  });
});

describe("bad input never makes a 500", () => {
  it("for any rows sent to the commit, and writes nothing when it refuses", async () => {
    const row = fc.oneof(
      fc.anything(),
      fc.record(
        {
          templateId: fc.oneof(fc.integer(), fc.string(), fc.constant(6)),
          certificateNumber: fc.oneof(fc.string({ maxLength: 60 }), fc.integer()),
          weight: fc.oneof(fc.double(), fc.string()),
          measurements: fc.string(),
          clientId: fc.oneof(fc.uuid(), fc.string()),
          color: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 5 }), async (rows) => {
        const before = await diamondCount();
        const response = await commit({ rows });
        expect([200, 400, 409]).toContain(response.statusCode);
        if (response.statusCode !== 200) expect(await diamondCount()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it("for any text uploaded as a .csv", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => {
        const response = await preview("fuzz.csv", `CertNum,Template,Weight,Table\n${text}`);
        expect([200, 400, 415]).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});
