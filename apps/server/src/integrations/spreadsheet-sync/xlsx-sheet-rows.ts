import type { SheetValue } from "@loupe/domain/certificates/sheet";
import type ExcelJS from "exceljs";
import type { SpreadsheetRows } from "./spreadsheet-target";

// The upsert inside one workbook: columns are matched by header name, so a sheet that a person
// reordered, or that an older Loupe wrote with fewer columns, still receives each value in place.

const normalise = (text: string) => text.trim().toLowerCase();

export function writeRows(
  workbook: ExcelJS.Workbook,
  { sheet: name, headers, keyColumn, rows }: SpreadsheetRows,
) {
  const keyIndex = headers.findIndex((header) => normalise(header) === normalise(keyColumn));
  if (keyIndex < 0) throw new Error(`The key column "${keyColumn}" is not one of the spreadsheet's headers`);
  const sheet = workbook.getWorksheet(name) ?? createSheet(workbook, name, headers, rows);
  const columnNumbers = headers.map((header) => columnFor(sheet, header));
  const keyColumnNumber = columnNumbers[keyIndex] as number;
  const rowByKey = indexRows(sheet, keyColumnNumber);
  for (const values of rows) {
    const key = normalise(cellText(values[keyIndex] ?? null));
    // A row without a key cannot be found again, so it is only ever appended.
    const rowNumber = (key && rowByKey.get(key)) || sheet.rowCount + 1;
    const row = sheet.getRow(rowNumber);
    columnNumbers.forEach((column, index) => {
      row.getCell(column).value = values[index] ?? null;
    });
    if (key) rowByKey.set(key, rowNumber);
  }
}

function createSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  headers: readonly string[],
  rows: SheetValue[][],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  headers.forEach((header, index) => {
    const longest = Math.max(header.length, ...rows.map((values) => cellText(values[index] ?? null).length));
    sheet.getColumn(index + 1).width = Math.min(Math.max(longest + 2, 10), 50);
  });
  return sheet;
}

// The column holding this header, adding it (bold, at the end) when the sheet lacks it.
function columnFor(sheet: ExcelJS.Worksheet, header: string): number {
  const headerRow = sheet.getRow(1);
  for (let column = 1; column <= headerRow.cellCount; column++) {
    if (normalise(headerRow.getCell(column).text) === normalise(header)) return column;
  }
  const column = headerRow.cellCount + 1;
  const cell = headerRow.getCell(column);
  cell.value = header;
  cell.font = { bold: true };
  if (!sheet.getColumn(column).width)
    sheet.getColumn(column).width = Math.min(Math.max(header.length + 2, 10), 50);
  return column;
}

function indexRows(sheet: ExcelJS.Worksheet, keyColumn: number): Map<string, number> {
  const rowByKey = new Map<string, number>();
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber++) {
    const key = normalise(sheet.getRow(rowNumber).getCell(keyColumn).text);
    // The first row with a key wins, as a person reading top-down would find it.
    if (key && !rowByKey.has(key)) rowByKey.set(key, rowNumber);
  }
  return rowByKey;
}

function cellText(value: SheetValue): string {
  return value === null ? "" : String(value);
}
