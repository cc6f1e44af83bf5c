// Reading the cells of an imported spreadsheet of any certificate type (spec 000 §5 "Import"): the
// first row names the columns, lower-cased; the words Yes and No become booleans; empty rows are
// skipped.

export type SheetCell = string | number | boolean | Date | null | undefined;
// One data row keyed by its column's header key (headerKey below).
export type SheetRecord = Readonly<Record<string, SheetCell>>;

// Headers are compared lower-cased and without spaces, underscores or dashes, so our export's
// 'Certificate Number', the spec's 'CertNum' and a hand-typed 'certificate_number' all match.
export function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
}

export function normalizeCell(cell: SheetCell): SheetCell {
  if (typeof cell !== "string") return cell ?? null;
  const text = cell.trim();
  if (text === "") return null;
  if (/^yes$/i.test(text)) return true;
  if (/^no$/i.test(text)) return false;
  return text;
}

// The first value of a header wins when two columns share a key; later ones fill only blanks.
export function sheetRecord(headers: readonly string[], cells: readonly SheetCell[]): SheetRecord {
  const record: Record<string, SheetCell> = {};
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (key === "") return;
    const value = normalizeCell(cells[index]);
    if (record[key] === undefined || record[key] === null) record[key] = value;
  });
  return record;
}

export function isEmptyRecord(record: SheetRecord): boolean {
  return Object.values(record).every((cell) => cell === null || cell === undefined);
}

// A cell as text: numbers as written, booleans back to the word the sheet had.
export function cellText(cell: SheetCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "boolean") return cell ? "Yes" : "No";
  if (typeof cell === "number") return String(Number(cell.toPrecision(15)));
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  return cell.trim();
}

export type NumberReading = { ok: true; value: number | null } | { ok: false };

// A number cell, or text such as '1.01', '1.01ct', '57%' (the unit is optional and ignored).
export function readNumber(cell: SheetCell, units: RegExp): NumberReading {
  if (cell === null || cell === undefined || cell === "") return { ok: true, value: null };
  if (typeof cell === "number") {
    // Spreadsheets store 1.01 as 1.0100000000000002 now and then.
    return Number.isFinite(cell) ? { ok: true, value: Number(cell.toPrecision(12)) } : { ok: false };
  }
  if (typeof cell !== "string") return { ok: false };
  const match = /^([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*([a-z%.]*)$/i.exec(cell.trim());
  if (!match?.[1] || (match[2] && !units.test(match[2]))) return { ok: false };
  return { ok: true, value: Number(match[1]) };
}

export const caratUnits = /^(ct|cts|carat|carats)\.?$/i;
export const percentUnits = /^%$/;

// The option whose spelling matches case-insensitively, or the text as typed: option lists grow
// through attributes, so an unknown value is kept, not refused.
export function canonicalOption(text: string, options: readonly string[]): string {
  const wanted = text.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? text;
}

// A grade such as 'VS1*' or 'G**' holds its asterisks at the end.
export function splitAsterisks(text: string): { value: string; asterisks: string } {
  const match = /^(.*?)\s*(\*+)$/.exec(text);
  if (!match) return { value: text, asterisks: "" };
  return { value: (match[1] ?? "").trim(), asterisks: match[2] ?? "" };
}
