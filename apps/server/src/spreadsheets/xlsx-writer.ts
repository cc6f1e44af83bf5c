import { PassThrough, type Readable } from "node:stream";
import { ZipStream } from "./zip-stream";

// Spreadsheet downloads of any length: rows arrive in batches and are written to the zip as they
// come, and the writer waits while the reader is behind, so memory stays flat for 100,000 rows.
// The XML is written here rather than by ExcelJS's streaming writer, whose per-cell model (a
// style object, an address, an XML tree per cell) was most of a 100,000-row export (decision 0004).
// ExcelJS still reads spreadsheets (imports, the tests).

export type XlsxCell = string | number | null;
// numFmt is Excel's number format for the column, e.g. "0.00" for prices.
export type XlsxColumn = { header: string; width: number; numFmt?: string };

export type XlsxSheet = {
  sheetName: string;
  columns: readonly XlsxColumn[];
  rows: AsyncIterable<XlsxCell[][]>;
};

const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships";
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 cannot hold most control characters at all; they are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const invalidXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escaped: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
// Most cells need neither; one test spares them the replacing (a tenth of a large export's time).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const needsEscaping = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const escapeXml = (text: string) =>
  needsEscaping.test(text)
    ? text.replace(invalidXml, "").replace(/[&<>"]/g, (character) => escaped[character] ?? character)
    : text;

function columnLetters(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

// Sheet names are at most 31 characters and cannot hold : \ / ? * [ ].
const safeSheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, "-").slice(0, 31) || "Sheet1";

// Cell formats: 0 plain, 1 the bold header, then one per distinct number format (ids from 164).
function stylesOf(columns: readonly XlsxColumn[]) {
  const formats = [...new Set(columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))];
  const styleOfColumn = columns.map((column) => (column.numFmt ? 2 + formats.indexOf(column.numFmt) : 0));
  const font = (bold: boolean) =>
    `<font>${bold ? "<b/>" : ""}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xml =
    `${declaration}<styleSheet xmlns="${main}">` +
    (formats.length
      ? `<numFmts count="${formats.length}">${formats
          .map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${escapeXml(code)}"/>`)
          .join("")}</numFmts>`
      : "") +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + formats.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    formats
      .map(
        (_, index) =>
          `<xf numFmtId="${164 + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      )
      .join("") +
    "</cellXfs>" +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';
  return { xml, styleOfColumn };
}

// Excel trims a cell's leading and trailing spaces unless told to keep them; most cells have none.
const edgeSpace = /^\s|\s$/;
const textCell = (reference: string, text: string, style = "") =>
  `<c r="${reference}" t="inlineStr"${style}><is><t${edgeSpace.test(text) ? ' xml:space="preserve"' : ""}>${escapeXml(text)}</t></is></c>`;

async function* sheetXml(sheet: XlsxSheet, styleOfColumn: number[]): AsyncGenerator<string> {
  const letters = sheet.columns.map((_, index) => columnLetters(index));
  const styleAttribute = styleOfColumn.map((style) => (style ? ` s="${style}"` : ""));
  const columns = sheet.columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${styleAttribute[index]}/>`,
    )
    .join("");
  const header = sheet.columns.map((column, index) =>
    textCell(`${letters[index]}1`, column.header, ' s="1"'),
  );
  yield `${declaration}<worksheet xmlns="${main}" xmlns:r="${relationships}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<cols>${columns}</cols><sheetData><row r="1">${header.join("")}</row>`;
  let rowNumber = 1;
  // A batch is one string built by concatenation (V8 keeps it as a rope until it is written):
  // cheaper in a 100,000-row export than an array of parts joined.
  for await (const batch of sheet.rows) {
    let xml = "";
    for (const row of batch) {
      rowNumber += 1;
      xml += `<row r="${rowNumber}">`;
      for (let index = 0; index < row.length; index += 1) {
        const value = row[index];
        if (value === null || value === undefined || value === "") continue;
        const reference = `${letters[index] ?? columnLetters(index)}${rowNumber}`;
        if (typeof value !== "number") xml += textCell(reference, value);
        else if (Number.isFinite(value))
          xml += `<c r="${reference}"${styleAttribute[index] ?? ""}><v>${value}</v></c>`;
      }
      xml += "</row>";
    }
    yield xml;
  }
  yield "</sheetData></worksheet>";
}

async function writeWorkbook(sheet: XlsxSheet, output: PassThrough): Promise<void> {
  const zip = new ZipStream(output);
  const styles = stylesOf(sheet.columns);
  await zip.add(
    "[Content_Types].xml",
    `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      "</Types>",
  );
  await zip.add(
    "_rels/.rels",
    `${declaration}<Relationships xmlns="${packageRelationships}">` +
      `<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  await zip.add(
    "xl/workbook.xml",
    `${declaration}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets>` +
      `<sheet name="${escapeXml(safeSheetName(sheet.sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  await zip.add(
    "xl/_rels/workbook.xml.rels",
    `${declaration}<Relationships xmlns="${packageRelationships}">` +
      `<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`,
  );
  await zip.add("xl/styles.xml", styles.xml);
  await zip.add("xl/worksheets/sheet1.xml", sheetXml(sheet, styles.styleOfColumn));
  if (output.destroyed) return;
  await zip.finish();
}

// Rows already in memory, handed to the writer a batch at a time.
export async function* inBatches<Row>(rows: readonly Row[], size = 1000): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

export function xlsxStream(sheet: XlsxSheet): Readable {
  const output = new PassThrough();
  writeWorkbook(sheet, output).catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
