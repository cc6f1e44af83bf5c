import ExcelJS from "exceljs";

// Reads a whole .xlsx back (tests of the exports; imports read with the streaming reader instead).
export async function readXlsx(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // ExcelJS's types predate Node's generic Buffer.
  await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  return workbook;
}
