import { cellText, readNumber, type SheetCell } from "../certificates/import-cells";
import { importReasons } from "./import-row-reasons";

// The diamond's own cells (the shared readers are in certificates/import-readers.ts).

export function readOrigin(text: string, reasons: string[]): "" | "Lab Grown" | "Natural Stone" {
  const compact = text.toLowerCase().replace(/[^a-z]/g, "");
  if (compact === "") return "";
  if (compact === "labgrown" || compact === "lab") return "Lab Grown";
  if (compact === "naturalstone" || compact === "natural") return "Natural Stone";
  reasons.push(importReasons.unknownOrigin(text));
  return "";
}

// A price cell: a number, or text such as '1250', '$1,250.00' or '1250.00 USD'. Empty is no price;
// the save schema then checks the amount (0 or more, at most two decimals).
export function readPrice(cell: SheetCell, reasons: string[]): number | null {
  const plain =
    typeof cell === "string"
      ? cell
          .trim()
          .replace(/^\$\s*/, "")
          .replace(/,(?=\d{3}(?:\D|$))/g, "")
      : cell;
  const reading = plain === "" ? { ok: false as const } : readNumber(plain, /^usd$/i);
  if (reading.ok) return reading.value;
  reasons.push(importReasons.notPrice(cellText(cell)));
  return null;
}
