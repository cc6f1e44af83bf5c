import ExcelJS from "exceljs";

// An .xlsx of the given rows (the first is the header row), as a person would upload it.
export async function xlsxFile(rows: unknown[][], sheetName = "Sheet1"): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
