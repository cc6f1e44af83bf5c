import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import { roomIn } from "./backpressure";

// Spreadsheet downloads of any length: rows arrive in batches, are written to the zip as they come,
// and the writer waits while the reader is behind, so memory stays flat for 100,000 rows.

export type XlsxCell = string | number | null;
// numFmt is Excel's number format for the column, e.g. "0.00" for prices.
export type XlsxColumn = { header: string; width: number; numFmt?: string };

export type XlsxSheet = {
  sheetName: string;
  columns: readonly XlsxColumn[];
  rows: AsyncIterable<XlsxCell[][]>;
};

// Waits until the consumer has taken what is buffered (the zip and its deflate sit in front).
async function caughtUp(output: PassThrough): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await roomIn(output);
}

async function writeSheet(sheet: XlsxSheet, output: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  // Sheet names are at most 31 characters and cannot hold : \ / ? * [ ].
  const name = sheet.sheetName.replace(/[:\\/?*[\]]/g, "-").slice(0, 31) || "Sheet1";
  const worksheet = workbook.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  // ExcelJS gives each cell a style object of its own and serialises it to find its style id: that
  // was half of a 100,000-row export. A style object it has seen before is looked up by identity,
  // so every cell of a column shares its column's.
  const columnStyles: Partial<ExcelJS.Style>[] = sheet.columns.map((column) =>
    column.numFmt ? { numFmt: column.numFmt } : {},
  );
  for await (const batch of sheet.rows) {
    if (output.destroyed) return;
    for (const values of batch) {
      const row = worksheet.addRow(values);
      row.eachCell((cell, columnNumber) => {
        cell.style = columnStyles[columnNumber - 1] ?? {};
      });
      row.commit();
    }
    await caughtUp(output);
  }
  worksheet.commit();
  await workbook.commit();
}

// Rows already in memory, handed to the writer a batch at a time.
export async function* inBatches<Row>(rows: readonly Row[], size = 1000): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

export function xlsxStream(sheet: XlsxSheet): Readable {
  const output = new PassThrough();
  writeSheet(sheet, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
