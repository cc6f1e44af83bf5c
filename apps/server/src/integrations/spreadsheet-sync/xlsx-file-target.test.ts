import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import type { SpreadsheetRows } from "./spreadsheet-target";
import { createXlsxFileTarget } from "./xlsx-file-target";

const headers = ["Certificate Number", "Client SKU", "Weight", "Color"];
const rowsOf = (rows: SpreadsheetRows["rows"]): SpreadsheetRows => ({
  sheet: "Diamond Sheet",
  headers,
  keyColumn: "Certificate Number",
  rows,
});

let directory: string;
let file: string;
beforeEach(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), "loupe-sheet-"));
  file = path.join(directory, "nested", "diamond-sheet.xlsx");
});

async function readSheet(name = "Diamond Sheet") {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const values: unknown[][] = [];
  for (let rowNumber = 1; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    values.push(Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value));
  }
  return { workbook, sheet, values };
}

describe("xlsx file target", () => {
  it("creates the file with a bold, frozen header row and readable column widths", async () => {
    await createXlsxFileTarget(file).upsert(rowsOf([["LG1", "SKU-1", 1.02, "F*"]]));
    const { sheet, values } = await readSheet();
    expect(values).toEqual([headers, ["LG1", "SKU-1", 1.02, "F*"]]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe("Certificate Number".length + 2);
    expect(sheet.getColumn(3).width).toBe(10);
  });

  it("overwrites the row with the same key and appends a new key", async () => {
    const target = createXlsxFileTarget(file);
    await target.upsert(rowsOf([["LG1", "SKU-1", 1.02, "F"]]));
    await target.upsert(rowsOf([["LG2", "SKU-2", 0.5, "H"]]));
    await target.upsert(
      rowsOf([
        [" lg1 ", "SKU-1", 1.03, null],
        ["LG3", "SKU-3", 2, "D"],
      ]),
    );
    const { values } = await readSheet();
    expect(values).toEqual([
      headers,
      [" lg1 ", "SKU-1", 1.03, null],
      ["LG2", "SKU-2", 0.5, "H"],
      ["LG3", "SKU-3", 2, "D"],
    ]);
  });

  it("always appends rows with an empty key, and uses the last of two rows with one key", async () => {
    const target = createXlsxFileTarget(file);
    await target.upsert(
      rowsOf([
        ["", "SKU-A", 1, "E"],
        ["LG1", "SKU-1", 1, "F"],
        ["LG1", "SKU-1", 1, "G"],
        [null, "SKU-B", 1, "E"],
      ]),
    );
    await target.upsert(rowsOf([["", "SKU-A", 1, "E"]]));
    const { values } = await readSheet();
    expect(values.slice(1).map((row) => row[1])).toEqual(["SKU-A", "SKU-1", "SKU-B", "SKU-A"]);
    expect(values[2]).toEqual(["LG1", "SKU-1", 1, "G"]);
  });

  it("lands every one of 20 concurrent upserts and writes the header once", async () => {
    const target = createXlsxFileTarget(file);
    const otherTargetOnSameFile = createXlsxFileTarget(file);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? target : otherTargetOnSameFile).upsert(
          rowsOf([[`LG${index}`, `SKU-${index}`, index, "F"]]),
        ),
      ),
    );
    const { values } = await readSheet();
    expect(values.filter((row) => row[0] === "Certificate Number")).toHaveLength(1);
    expect(values.slice(1).map((row) => row[0])).toEqual(
      Array.from({ length: 20 }, (_, index) => `LG${index}`),
    );
    expect((await fs.readdir(path.dirname(file))).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("keeps other sheets, and matches columns a person reordered by their header", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Notes").addRow(["keep me"]);
    const existing = workbook.addWorksheet("Diamond Sheet");
    existing.addRow(["Client SKU", "Certificate Number", "Remarks"]);
    existing.addRow(["SKU-1", "LG1", "checked by Ana"]);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await workbook.xlsx.writeFile(file);

    await createXlsxFileTarget(file).upsert(rowsOf([["LG1", "SKU-1b", 1.1, "E"]]));
    const { values, workbook: written } = await readSheet();
    expect(values).toEqual([
      ["Client SKU", "Certificate Number", "Remarks", "Weight", "Color"],
      ["SKU-1b", "LG1", "checked by Ana", 1.1, "E"],
    ]);
    expect(written.getWorksheet("Notes")?.getRow(1).getCell(1).value).toBe("keep me");
  });

  it("adds a missing sheet to an existing file", async () => {
    const target = createXlsxFileTarget(file);
    await target.upsert(rowsOf([["LG1", "SKU-1", 1, "F"]]));
    await target.upsert({
      ...rowsOf([["", "SKU-9", 2, "G"]]),
      sheet: "Jewelry Sheet",
      keyColumn: "client sku",
    });
    expect((await readSheet("Diamond Sheet")).values).toHaveLength(2);
    expect((await readSheet("Jewelry Sheet")).values).toEqual([headers, ["", "SKU-9", 2, "G"]]);
  });

  it("refuses an unknown key column, and a failed upsert does not block the next one", async () => {
    const target = createXlsxFileTarget(file);
    const failing = target.upsert({ ...rowsOf([["LG1", "SKU-1", 1, "F"]]), keyColumn: "Stock Number" });
    const next = target.upsert(rowsOf([["LG2", "SKU-2", 1, "F"]]));
    await expect(failing).rejects.toThrow(
      'The key column "Stock Number" is not one of the spreadsheet\'s headers',
    );
    await next;
    expect((await readSheet()).values.slice(1)).toEqual([["LG2", "SKU-2", 1, "F"]]);
  });

  it("says which file it cannot read, and leaves that file alone", async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, "not a workbook");
    await expect(createXlsxFileTarget(file).upsert(rowsOf([["LG1", "SKU-1", 1, "F"]]))).rejects.toThrow(
      `The spreadsheet file ${file} could not be read`,
    );
    expect(await fs.readFile(file, "utf8")).toBe("not a workbook");
  });
});
