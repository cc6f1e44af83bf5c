import { Readable } from "node:stream";
import type { SheetCell } from "@loupe/domain/certificates/import-cells";
import { importFileMessages } from "@loupe/domain/certificates/import-file-messages";
import { importLimits } from "@loupe/domain/certificates/import-limits";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { badRequest, HttpProblem } from "../../http/problem";

// An uploaded .xlsx (first worksheet) or .csv, of any certificate type, as its header row and its
// data rows, numbered as the spreadsheet numbers them. Reading stops past the row limit, so a
// huge file costs little.

export type SheetRows = { headers: string[]; rows: { row: number; cells: SheetCell[] }[] };

const unsupported = () => new HttpProblem(415, "Unsupported Media Type", importFileMessages.wrongType);
const rowLimit = importLimits.maxRows + 1;

export function sheetKind(fileName: string, content: Buffer): "xlsx" | "csv" {
  const zip = content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (/\.xlsx$/i.test(fileName)) {
    if (!zip) throw badRequest(importFileMessages.unreadable);
    return "xlsx";
  }
  // A CSV holds text: a NUL byte means another binary format (.xls, .numbers …) renamed.
  if (/\.csv$/i.test(fileName) && !zip && !content.subarray(0, 4096).includes(0)) return "csv";
  throw unsupported();
}

// Formulas give their last result, rich text its plain text; a number shown as a percentage is
// stored as a fraction (0.575), read back as the percentage it shows (57.5).
function plainCell(value: ExcelJS.CellValue, numberFormat: string | undefined): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number")
    return numberFormat?.includes("%") ? Number((value * 100).toPrecision(12)) : value;
  if (typeof value === "string" || typeof value === "boolean" || value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return plainCell(value.result ?? null, numberFormat);
  if ("hyperlink" in value) return plainCell(value.text as ExcelJS.CellValue, numberFormat);
  return null;
}

function rowCells(row: ExcelJS.Row, width: number): SheetCell[] {
  return Array.from({ length: width }, (_, index) => {
    const cell = row.getCell(index + 1);
    return plainCell(cell.value, cell.numFmt);
  });
}

async function readXlsx(content: Buffer): Promise<SheetRows> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
  });
  const sheet: SheetRows = { headers: [], rows: [] };
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (row.number === 1) {
          const width = Math.max(0, row.cellCount);
          sheet.headers = rowCells(row, width).map((cell) => String(cell ?? "").trim());
        } else if (row.hasValues) {
          sheet.rows.push({ row: row.number, cells: rowCells(row, sheet.headers.length) });
          if (sheet.rows.length >= rowLimit) break;
        }
      }
      break;
    }
  } catch {
    throw badRequest(importFileMessages.unreadable);
  }
  return sheet;
}

function decodeText(content: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(content);
  } catch {
    // Excel on Windows saves CSV in the ANSI code page unless told otherwise.
    return new TextDecoder("windows-1252").decode(content);
  }
}

function readCsv(content: Buffer): SheetRows {
  const text = decodeText(content).replace(/^\uFEFF/, "");
  const sheet: SheetRows = { headers: [], rows: [] };
  let record = 0;
  let broken: { message: string; row: number } | undefined;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      const error = result.errors.find((item) => item.type === "Quotes");
      if (error && !broken) broken = { message: error.message, row: record };
      if (record === 1) sheet.headers = result.data.map((cell) => cell.trim());
      else if (result.data.some((cell) => cell.trim() !== "")) {
        sheet.rows.push({ row: record, cells: result.data });
        if (sheet.rows.length >= rowLimit) parser.abort();
      }
    },
  });
  if (broken) throw badRequest(`${importFileMessages.unreadable} ${broken.message} (row ${broken.row}).`);
  return sheet;
}

export async function readSheet(fileName: string, content: Buffer): Promise<SheetRows> {
  return sheetKind(fileName, content) === "xlsx" ? readXlsx(content) : readCsv(content);
}
