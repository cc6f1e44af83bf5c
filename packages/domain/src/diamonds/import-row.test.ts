import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { headerKey, isEmptyRecord, type SheetCell, sheetRecord } from "../certificates/import-cells";
import { countImportStatuses, repeatedCertificates } from "../certificates/import-status";
import { messages } from "../messages";
import { diamondSheetColumns } from "./diamond-sheet";
import { mapImportRow } from "./import-row";
import { hasImportableHeaders, importColumnOf } from "./import-row-headers";
import { checkImportRow } from "./import-row-status";

const row = (cells: Record<string, SheetCell>) => {
  const mapped = mapImportRow(sheetRecord(Object.keys(cells), Object.values(cells)));
  return { mapped, checked: checkImportRow(mapped.input, mapped.reasons) };
};

const exportRow = {
  "Certificate Number": "LG1001",
  "Client SKU": "SKU-1",
  "Stock Number": "ST-9",
  "Created On": "01/02/2026",
  Template: "Regular",
  Client: "Aurora Fine Jewelry",
  Customer: "Blue Nile",
  Origin: "Lab Grown",
  "Price (USD)": 1250.5,
  Shape: "round",
  Weight: 1.01,
  "Color Template": "standard",
  Color: "g*",
  Clarity: "vs1**",
  Polish: "Excellent",
  Symmetry: "very good",
  Fluorescence: "None",
  Measurements: "6.5x6.52 x 4.01",
  Inscription: "LG1001",
  Description: "A round brilliant",
  "Order Number": "PO-7",
  "Line Number": 3,
  Video: "https://example.test/v.mp4",
  "Digital Certificate": "https://example.test/c/diamond/LG1001",
};

describe("reading cells", () => {
  it("keys headers lower-cased, trimmed and without spaces or underscores", () => {
    expect(headerKey("  Certificate Number ")).toBe("certificatenumber");
    expect(headerKey("CertNum")).toBe("certnum");
    expect(headerKey("client_sku")).toBe(headerKey("Client SKU"));
  });

  it("turns Yes and No into booleans and blank text into nothing", () => {
    const record = sheetRecord(["A", "B", "C", "D"], [" yes ", "NO", "  ", 0]);
    expect(record).toEqual({ a: true, b: false, c: null, d: 0 });
    expect(isEmptyRecord(sheetRecord(["A", "B"], ["", null]))).toBe(true);
    expect(isEmptyRecord(sheetRecord(["A"], [0]))).toBe(false);
  });

  it("knows our export's headers and the spec's field names", () => {
    for (const column of diamondSheetColumns) {
      const known = !["Created On", "Video", "Digital Certificate"].includes(column.header);
      expect(importColumnOf(column.header) !== undefined, column.header).toBe(known);
    }
    const specNames = "certnum clientsku stocknum shape weight cut polish symmetry fluorescence girdle".split(
      " ",
    );
    const more =
      "measurements table depth certificatecomments description manufacturedas inscription ordernum linenum";
    for (const name of [...specNames, ...more.split(" ")]) expect(importColumnOf(name), name).toBeDefined();
    expect(hasImportableHeaders(["Weight", "Shape"])).toBe(false);
    expect(hasImportableHeaders(["certnum", "Shape"])).toBe(true);
  });
});

describe("mapping a row", () => {
  it("reads a row of our own export back into what the form sends", () => {
    const { mapped, checked } = row(exportRow);
    expect(checked.status).toBe("ready");
    expect(checked.reasons).toEqual([]);
    expect(checked.values).toMatchObject({
      templateId: 3,
      certificateNumber: "LG1001",
      clientSku: "SKU-1",
      stockNumber: "ST-9",
      price: 1250.5,
      shape: "Round",
      weight: 1.01,
      color: { template: "Standard", value: "G", asterisks: "*" },
      clarity: { value: "VS1", asterisks: "**" },
      symmetry: "Very Good",
      measurements: "6.5 x 6.52 x 4.01 mm",
      manufacturedAs: "Lab Grown",
      lineNumber: "3",
      clientId: null,
    });
    expect(mapped.clientName).toBe("Aurora Fine Jewelry");
    expect(mapped.customerName).toBe("Blue Nile");
    expect(mapped.summary).toEqual({
      certificateNumber: "LG1001",
      clientSku: "SKU-1",
      template: "Regular",
      shape: "Round",
      weight: "1.01",
      client: "Aurora Fine Jewelry",
    });
  });

  it("reads the spec's field names, a template id and weights written with ct", () => {
    const { checked } = row({
      certnum: 2141438167,
      clientsku: "",
      template: "6",
      shape: "Oval",
      weight: "0.75 ct",
      color: "Fancy Intense",
      colortemplate: "Pink",
      clarity: "SI1",
      selectedclarityasterisks: "*",
      manufacturedas: "natural",
      table: "57.5%",
      depth: 61,
      certificatecomments: "Laser inscribed",
      ordernum: "A1",
      linenum: "2",
    });
    expect(checked.status).toBe("ready");
    expect(checked.values).toMatchObject({
      templateId: 6,
      certificateNumber: "2141438167",
      weight: 0.75,
      color: { template: "Pink", value: "Fancy Intense", asterisks: "" },
      clarity: { value: "SI1", asterisks: "*" },
      manufacturedAs: "Natural Stone",
      table: 57.5,
      depth: 61,
      certificateComments: "Laser inscribed",
      orderNumber: "A1",
    });
  });

  it("reads a price written as dollars, with or without $, thousands commas or USD; empty is none", () => {
    const price = (cell: string | number | null) => row({ certnum: "A", template: 6, price: cell }).checked;
    expect(price("$1,250.00").values?.price).toBe(1250);
    expect(price("1250.5 USD").values?.price).toBe(1250.5);
    expect(price("$ 2,000,000").values?.price).toBe(2_000_000);
    expect(price(99.99).values?.price).toBe(99.99);
    expect(price(null).values?.price).toBeNull();
    expect(row({ certnum: "A", template: 6 }).checked.values?.price).toBeNull();
  });

  it("accepts a template by name in any case, and by number", () => {
    expect(row({ certnum: "A", template: "extra minimalist" }).mapped.input.templateId).toBe(6);
    expect(row({ certnum: "A", template: 2 }).mapped.input.templateId).toBe(2);
    expect(
      row({ certnum: "A", template: "Regular (Excluding No Fluorescence)" }).mapped.input.templateId,
    ).toBe(4);
  });

  it("uses the chosen template for rows whose Template cell is empty, and only for those", () => {
    const empty = sheetRecord(["CertNum", "Template"], ["A", ""]);
    const given = sheetRecord(["CertNum", "Template"], ["B", "Regular"]);
    expect(mapImportRow(empty, { defaultTemplateId: 2 })).toMatchObject({
      input: { templateId: 2 },
      reasons: [],
      templateMissing: true,
      summary: { template: "Everything (Excluding Cut)" },
    });
    expect(mapImportRow(given, { defaultTemplateId: 2 })).toMatchObject({
      input: { templateId: 3 },
      templateMissing: false,
    });
    expect(mapImportRow(empty).reasons).toHaveLength(1);
  });

  it("marks a row that lacks an identifier or required fields incomplete, saying what is missing", () => {
    const noIdentifier = row({ template: 6, shape: "Round", weight: 1, color: "D", clarity: "VS1" }).checked;
    expect(noIdentifier).toMatchObject({
      status: "incomplete",
      reasons: [`${messages.missingSkuAndCertificate}.`],
    });
    expect(noIdentifier.values?.templateId).toBe(6);
    const missing = row({ "client sku": "S-1", template: 3, shape: "Round" }).checked;
    expect(missing.status).toBe("incomplete");
    expect(missing.reasons).toEqual([
      "Missing Required Fields: Weight, Polish, Fluorescence, Symmetry, Color, Clarity.",
    ]);
  });

  it.each([
    [{ template: "" }, "Template is empty; fill the Template column (1 to 6 or a name) or choose one below."],
    [{ template: "7" }, 'Unknown template "7"; use 1 to 6 or a template name.'],
    [{ template: "Fancy" }, 'Unknown template "Fancy"; use 1 to 6 or a template name.'],
    [{ weight: "heavy" }, 'Weight "heavy" is not a number of carats.'],
    [{ weight: "1.2 kg" }, 'Weight "1.2 kg" is not a number of carats.'],
    [{ weight: 0 }, "Weight must be more than 0."],
    [{ table: "wide" }, 'Table "wide" is not a percentage.'],
    [{ depth: 140 }, "Depth must be at most 100."],
    [{ measurements: "6.5 x 6.5" }, `${messages.measurementsNeedThreeDimensions}: "6.5 x 6.5".`],
    [{ measurements: "a x b x c" }, `${messages.measurementsWrongFormat}: "a x b x c".`],
    [{ description: "x".repeat(301) }, "Description is longer than 300 characters."],
    [{ certnum: "C".repeat(41) }, "Certificate number is longer than 40 characters."],
    [{ "color template": "Violet" }, 'Unknown color template "Violet".'],
    [{ clarity: "VS1***" }, "Clarity can have at most two asterisks (* or **)."],
    [{ origin: "Synthetic" }, 'Origin "Synthetic" must be Lab Grown or Natural Stone.'],
    [{ price: "cheap" }, 'Price "cheap" is not an amount in US dollars.'],
    [{ price: "$" }, 'Price "$" is not an amount in US dollars.'],
    [{ price: "12 EUR" }, 'Price "12 EUR" is not an amount in US dollars.'],
    [{ price: "12.345" }, `${messages.priceInvalid}.`],
    [{ price: -3 }, "Price must be at least 0."],
  ] as const)("refuses %o", (cells, reason) => {
    const { checked } = row({ certnum: "R-1", template: 6, ...cells });
    expect(checked.status).toBe("rejected");
    expect(checked.values).toBeNull();
    expect(checked.reasons).toContain(reason);
  });

  it("keeps values outside the option lists as typed (attributes extend them)", () => {
    const { checked } = row({ certnum: "A", template: 1, shape: "Hexagon", girdle: "Thin to Medium" });
    expect(checked.values).toMatchObject({ shape: "Hexagon", girdle: "Thin to Medium" });
  });

  it("never throws, whatever the cells hold", () => {
    const cell = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.date());
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(exportRow), "certnum", "table"), cell),
        (cells) => {
          const { checked } = row(cells);
          expect(["ready", "incomplete", "rejected"]).toContain(checked.status);
          if (checked.status === "rejected") expect(checked.reasons.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("checking rows sent back for import", () => {
  it("normalises measurements and refuses what the schema refuses", () => {
    const good = checkImportRow({ templateId: 6, clientSku: "S", measurements: "1x2x3" });
    expect(good.values?.measurements).toBe("1 x 2 x 3 mm");
    expect(checkImportRow({ templateId: 9 }).status).toBe("rejected");
    expect(checkImportRow({ templateId: 6, clientId: "nope" }).reasons).toEqual(["Client is not valid."]);
    expect(checkImportRow("not a row").status).toBe("rejected");
  });

  it("finds certificate numbers repeated in a file, ignoring case and blanks", () => {
    expect(repeatedCertificates(["A1", "", "b2", "a1", "", "B2 ", "A1"])).toEqual([
      null,
      null,
      null,
      0,
      null,
      2,
      0,
    ]);
  });

  it("counts rows by status", () => {
    expect(countImportStatuses([{ status: "ready" }, { status: "rejected" }, { status: "ready" }])).toEqual({
      ready: 2,
      incomplete: 0,
      rejected: 1,
    });
  });
});
