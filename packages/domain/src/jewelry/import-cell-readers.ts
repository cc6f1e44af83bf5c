import { cellText, readNumber, type SheetCell } from "../certificates/import-cells";
import { jewelryImportReasons as reasonsFor } from "./import-row-reasons";

// Jewelry cells beyond the shared readers: whole numbers, dollars, Yes/No. Each reader adds a
// reason when the cell cannot be used.

export function readWholeNumber(cell: SheetCell, label: string, reasons: string[]): number | null {
  const reading = readNumber(cell, /^$/);
  if (reading.ok && (reading.value === null || Number.isInteger(reading.value))) return reading.value;
  reasons.push(reasonsFor.notWholeNumber(label, cellText(cell)));
  return null;
}

// '1250', '1,250.00', '$1,250' (a sheet's currency format arrives as a number anyway).
export function readDollars(cell: SheetCell, label: string, reasons: string[]): number | null {
  const text = typeof cell === "string" ? cell.replace(/^\$\s*/, "").replace(/,(?=\d{3}\b)/g, "") : cell;
  const reading = readNumber(text, /^$/);
  if (reading.ok) return reading.value;
  reasons.push(reasonsFor.notDollars(label, cellText(cell)));
  return null;
}

// Yes and No arrive as booleans (import-cells.ts); an empty cell is `null`.
export function readYesNo(cell: SheetCell, label: string, reasons: string[]): boolean | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "boolean") return cell;
  if (typeof cell === "string" && /^(true|false)$/i.test(cell)) return cell.toLowerCase() === "true";
  reasons.push(reasonsFor.notYesOrNo(label, cellText(cell)));
  return null;
}
