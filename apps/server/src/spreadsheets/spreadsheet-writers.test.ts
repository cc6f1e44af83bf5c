import { buffer } from "node:stream/consumers";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvStream } from "./csv-writer";
import { readXlsx } from "./read-xlsx";
import { inBatches, xlsxStream } from "./xlsx-writer";

describe("xlsxStream", () => {
  it("writes a bold, frozen header, numbers as numbers, and a safe sheet name", async () => {
    const file = xlsxStream({
      sheetName: "A/B: [prices]? and a name far longer than thirty-one characters",
      columns: [
        { header: "Name", width: 10 },
        { header: "Price", width: 8, numFmt: "0.00" },
      ],
      rows: inBatches([
        ["=1+1", 2.5],
        [null, null],
      ]),
    });
    const sheet = (await readXlsx(await buffer(file))).worksheets[0];
    expect(sheet?.name).toBe("A-B- -prices-- and a name far l");
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet?.getCell("A2").value).toBe("=1+1");
    expect(sheet?.getCell("B2").value).toBe(2.5);
    expect(sheet?.getCell("B2").numFmt).toBe("0.00");
  });

  it("keeps awkward texts, widths and more than 26 columns, and leaves empty cells empty", async () => {
    const columns = Array.from({ length: 30 }, (_, index) => ({ header: `H${index}`, width: 8 + index }));
    const awkward = ['<b>&"quoted"</b>', "  padded  ", "line\nbreak", "bell\u0007gone", "Été ✓"];
    const file = xlsxStream({
      sheetName: "Awkward & <odd>",
      columns,
      rows: inBatches([
        [
          ...awkward,
          null,
          "",
          Number.NaN,
          0,
          -1.25,
          ...Array.from({ length: 20 }, (_, index) => `z${index}`),
        ],
      ]),
    });
    const sheet = (await readXlsx(await buffer(file))).worksheets[0];
    expect(sheet?.name).toBe("Awkward & <odd>");
    expect(sheet?.getColumn(30).width).toBe(37);
    const row = sheet?.getRow(2);
    expect([1, 2, 3, 4, 5].map((column) => row?.getCell(column).value)).toEqual([
      '<b>&"quoted"</b>',
      "  padded  ",
      "line\nbreak",
      "bellgone",
      "Été ✓",
    ]);
    expect([6, 7, 8].map((column) => row?.getCell(column).value ?? null)).toEqual([null, null, null]);
    expect(row?.getCell(9).value).toBe(0);
    expect(row?.getCell(10).value).toBe(-1.25);
    expect(sheet?.getCell("AD2").value).toBe("z19");
    expect(sheet?.getCell("AD1").value).toBe("H29");
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  it("stops reading rows once the download is gone", async () => {
    let batchesRead = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          batchesRead += 1;
          yield Array.from({ length: 1000 }, (_, index) => [`row ${index}`, "x".repeat(200)]);
        }
      } finally {
        finished = true;
      }
    }
    const file = xlsxStream({ sheetName: "S", columns: [{ header: "A", width: 5 }], rows: endless() });
    file.on("data", () => {});
    while (batchesRead < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    file.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(finished).toBe(true);
    const stoppedAt = batchesRead;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(batchesRead).toBe(stoppedAt);
  });
});

describe("csvStream", () => {
  it("quotes per RFC 4180 and neutralises formulas", async () => {
    const file = csvStream({
      headers: ["A", "B"],
      rows: inBatches([
        ['say "hi", then', "=HYPERLINK(1)"],
        ["line\nbreak", "plain"],
      ]),
    });
    const text = (await buffer(file)).toString("utf8");
    expect(text.startsWith("A,B\r\n")).toBe(true);
    expect(Papa.parse(text, { skipEmptyLines: true }).data).toEqual([
      ["A", "B"],
      ['say "hi", then', "'=HYPERLINK(1)"],
      ["line\nbreak", "plain"],
    ]);
  });
});
