import ExcelJS from "exceljs";

// Helpers shared by the import and export API tests.

export { multipart } from "../../testing/multipart";

export async function xlsxFile(rows: unknown[][], sheetName = "Sheet1"): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
