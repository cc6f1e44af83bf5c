import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SheetCell, sheetRecord } from "../certificates/import-cells";
import { roundGradingFixture } from "../certificates/round-grading-fixture";
import { findJewelryTemplate } from "../options/jewelry-templates";
import { hasJewelryImportHeaders, jewelryImportColumnOf } from "./import-columns";
import { mapJewelryImportRow } from "./import-row";
import { checkJewelryImportRow } from "./import-row-status";
import type { JewelrySaveInput } from "./jewelry";
import { jewelryFixture } from "./jewelry-fixture";
import { jewelryQrHeaders, jewelryQrRow, jewelrySheetColumns, jewelrySheetRow } from "./jewelry-sheet";

const context = { publicBaseUrl: "https://certs.example.test/" };
const headers = jewelrySheetColumns.map((column) => column.header);

const row = (cells: Record<string, SheetCell>) => {
  const mapped = mapJewelryImportRow(sheetRecord(Object.keys(cells), Object.values(cells)));
  return { mapped, checked: checkJewelryImportRow(mapped.input, mapped.reasons) };
};

// What an export loses on the way back: ids (client and customer come back as names) and the
// fields the sheet does not carry.
const notExported = {
  clientId: null,
  customerId: null,
  customerLogoFileId: null,
  certificateVideoFileId: null,
  outputFileName: "",
  usingCertAsOutputFileName: false,
  renderStatus: "",
  isStolen: false,
};

const exported = (input: JewelrySaveInput) => {
  const { saved, jewelry } = jewelryFixture(input);
  const template = findJewelryTemplate(saved.templateId);
  const values = jewelrySheetRow(
    { ...jewelry, template: { id: saved.templateId, name: template?.name ?? "" } },
    context,
  );
  return { saved, record: sheetRecord(headers, values) };
};

const withSideStones: JewelrySaveInput = {
  templateId: 20,
  jewelryType: "Pendant",
  certificateNumber: "JW2001",
  clientSku: "SKU-9",
  sku: "A-1",
  stockNumber: "ST-1",
  itemNumber: "IT-1",
  orderNumber: "ORD7",
  lineNumber: 3,
  purchaseOrder: "PO-55",
  trackingNumber: "1Z999AA10123456784",
  clientId: "0190a7b4-0000-7000-8000-000000000001",
  metal: "18K White Gold",
  measurement: "Size 6",
  inscription: "JW2001",
  description: "A ruby pendant, with diamonds; 18K",
  certificateComments: "Heated",
  cardDescription: "Ruby pendant",
  mainStone: {
    type: "Ruby",
    shape: "Oval",
    cut: "Very Good",
    weight: "2.01",
    measurements: "8.1 x 6.2 x 4.0 mm",
    color: { template: "Red", value: "Fancy Vivid", asterisks: "*" },
    clarity: { value: "VS1", asterisks: "" },
    color2: { template: "Standard", value: "G", asterisks: "" },
    clarity2: { value: "SI1-SI2", asterisks: "**" },
    colorCode: "#E0115F",
    colorMode: "multiply",
  },
  hasSideStones: true,
  sideStone: {
    type: "Diamond",
    shape: "Round",
    weight: "0.40 ctw",
    color: { template: "Standard", value: "F", asterisks: "" },
    clarity: { value: "VS2", asterisks: "" },
    colorMode: "screen",
  },
  qaStatus: "Passed",
  retailPrice: 4200.5,
  totalCertPrice: 45,
  totalCertCost: 12.25,
};

const withCenterStones: JewelrySaveInput = {
  templateId: 4,
  jewelryType: "Ring",
  certificateNumber: "JW4001",
  isMultipleCenterStones: true,
  centerStones: [
    { type: "Diamond", ...roundGradingFixture, weight: "1.00" },
    {
      type: "Diamond Accent",
      shape: "Round",
      polish: "Good",
      symmetry: "Good",
      color: { template: "Pink", value: "Fancy Intense", asterisks: "" },
      clarity: { value: "SI1", asterisks: "" },
    },
  ],
};

describe("the jewelry sheet and its import", () => {
  it("knows every exported header but the ones nothing reads", () => {
    for (const header of headers) {
      const known = !["Created On", "Video", "Digital Certificate"].includes(header);
      expect(jewelryImportColumnOf(header) !== undefined, header).toBe(known);
    }
    expect(new Set(headers).size).toBe(headers.length);
  });

  it("reads the spec's field names too", () => {
    for (const name of [
      "CertNum",
      "ClientSKU",
      "JewelryType",
      "MainStoneShape",
      "MainStoneColor2",
      "SideStoneClarity",
      "QAstatus",
      "TrackingNum",
      "LineNum",
    ]) {
      expect(jewelryImportColumnOf(name.toLowerCase()), name).toBeDefined();
    }
    expect(hasJewelryImportHeaders(["JewelryType", "Metal"])).toBe(false);
    expect(hasJewelryImportHeaders(["certnum"])).toBe(true);
  });

  it.each([
    ["side stones", withSideStones],
    ["center stones", withCenterStones],
  ])("imports an exported record with %s back to what was saved", (_, input) => {
    const { saved, record } = exported(input);
    const mapped = mapJewelryImportRow(record);
    const checked = checkJewelryImportRow(mapped.input, mapped.reasons);
    expect(mapped.reasons).toEqual([]);
    expect(checked.status).toBe("ready");
    expect(checked.values).toEqual({ ...saved, ...notExported });
    expect(mapped.clientName).toBe(input.clientId ? "Aurora Fine Jewelry" : "");
  });

  it("writes the QR file's three columns", () => {
    const { jewelry } = jewelryFixture({
      ...withSideStones,
      certificateVideoFileId: "0190a7b4-0000-7000-8000-000000000002",
    });
    expect(jewelryQrHeaders).toEqual(["Certificate", "DigitalCertificateURL", "VideoURL"]);
    expect(jewelryQrRow(jewelry, context)).toEqual([
      "JW2001",
      "https://certs.example.test/c/jewelry/JW2001",
      "https://certs.example.test/c/media/0190a7b4-0000-7000-8000-000000000002",
    ]);
  });
});

describe("mapping a jewelry row", () => {
  it("reads a sheet of the spec's field names", () => {
    const { checked } = row({
      certnum: "jw 1",
      template: "Solitaire Minimalist",
      jewelrytype: "Ring",
      mainstoneshape: "round",
      mainstoneweight: "0.5",
      mainstonecolor: "g*",
      mainstoneclarity: "vs1",
      retailprice: "$1,250.00",
      qastatus: "passed",
    });
    expect(checked.status).toBe("ready");
    expect(checked.values).toMatchObject({
      certificateNumber: "JW1",
      templateId: 5,
      mainStone: {
        shape: "Round",
        weight: "0.5",
        color: { value: "G", asterisks: "*" },
        clarity: { value: "VS1" },
      },
      retailPrice: 1250,
      qaStatus: "Passed",
    });
  });

  it("turns center stones on for templates 4 and 13 when the sheet does not say", () => {
    expect(row({ certnum: "A", template: 13 }).checked.values?.isMultipleCenterStones).toBe(true);
    expect(row({ certnum: "A", template: 1 }).checked.values?.isMultipleCenterStones).toBe(false);
    expect(
      row({ certnum: "A", template: 1, "side stone type": "Diamond" }).checked.values?.hasSideStones,
    ).toBe(true);
  });

  it("marks a row without identifier or with required fields missing incomplete, in words", () => {
    expect(row({ template: 19 }).checked).toMatchObject({
      status: "incomplete",
      reasons: ["Must enter a Client SKU or a Certificate Number."],
    });
    expect(row({ "client sku": "S-1", template: 14 }).checked.reasons).toEqual([
      "Missing Required Fields: Jewelry Type, Main Stone Shape.",
    ]);
  });

  it.each([
    [
      { template: "" },
      "Template is empty; fill the Template column (1 to 17 or 19 to 23 or a name) or choose one below.",
    ],
    [{ template: 18 }, 'Unknown template "18"; use 1 to 17 or 19 to 23 or a template name.'],
    [{ "line number": 2.5 }, 'Line number "2.5" is not a whole number.'],
    [{ "retail price": "lots" }, 'Retail price "lots" is not an amount of dollars.'],
    [{ "has side stones": "maybe" }, 'Has side stones "maybe" must be Yes or No.'],
    [{ "qa status": "Pending" }, 'QA status "Pending" must be Passed, Failed or Skipped.'],
    [{ "main stone measurements": "6 x 6" }, 'Measurements suppose to have 3 dimensions: "6 x 6".'],
    [{ "center stone 2 depth": "deep" }, 'Center Stone 2 Depth "deep" is not a percentage.'],
    [{ "main stone color": "G***" }, "Main Stone Color can have at most two asterisks (* or **)."],
    [{ "main stone color template": "Violet" }, 'Unknown color template "Violet".'],
    [{ "main stone color code": "red" }, "Main Stone Color Code is not valid."],
    [{ "side stone color mode": "glow" }, 'Side Stone Color Mode "glow" is not a color mode.'],
    [{ description: "x".repeat(301) }, "Description is longer than 300 characters."],
  ] as const)("refuses %o", (cells, reason) => {
    const { checked } = row({ certnum: "R-1", template: 19, ...cells });
    expect(checked.status).toBe("rejected");
    expect(checked.reasons).toContain(reason);
  });

  it("reads nothing from a column its stone does not have", () => {
    expect(jewelryImportColumnOf("Side Stone Table")).toBeUndefined();
    expect(row({ certnum: "R-1", template: 19, "side stone table": "wide" }).checked.status).toBe("ready");
  });

  it("never throws, whatever the cells hold", () => {
    const cell = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null), fc.date());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...headers, "certnum", "mainstonecolor"), cell), (cells) => {
        const { checked } = row(cells);
        expect(["ready", "incomplete", "rejected"]).toContain(checked.status);
        if (checked.status === "rejected") expect(checked.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
