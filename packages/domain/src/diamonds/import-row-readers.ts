import {
  canonicalOption,
  cellText,
  readNumber,
  type SheetCell,
  splitAsterisks,
} from "../certificates/import-cells";
import { colorTemplateNames, isColorTemplateName } from "../options/color-templates";
import { type DiamondTemplateId, diamondTemplates, findDiamondTemplate } from "../options/diamond-templates";
import { asterisks } from "../options/grading";
import { importReasons } from "./import-row-reasons";

// Cells that need more than text: each reader adds a reason when the cell cannot be used.

export function readTemplate(cell: SheetCell, fallback: DiamondTemplateId | undefined, reasons: string[]) {
  const text = cellText(cell);
  if (text === "") {
    if (fallback) return findDiamondTemplate(fallback) ?? null;
    reasons.push(importReasons.missingTemplate);
    return null;
  }
  const byId = /^\d+$/.test(text) ? findDiamondTemplate(Number(text)) : undefined;
  const wanted = text.toLowerCase().replace(/\s+/g, " ");
  const found = byId ?? diamondTemplates.find((template) => template.name.toLowerCase() === wanted);
  if (!found) reasons.push(importReasons.unknownTemplate(text));
  return found ?? null;
}

export function readGrade(text: string, separate: string, label: "Color" | "Clarity", reasons: string[]) {
  const split = splitAsterisks(text);
  const mark = separate === "" ? split.asterisks : separate;
  const valid = (asterisks as readonly string[]).includes(mark);
  if (!valid) reasons.push(importReasons.badAsterisks(label));
  return { value: split.value, asterisks: (valid ? mark : "") as "" | "*" | "**" };
}

export function readColorTemplate(text: string, reasons: string[]) {
  if (text === "") return "Standard" as const;
  const name = canonicalOption(text, colorTemplateNames);
  if (isColorTemplateName(name)) return name;
  reasons.push(importReasons.unknownColorTemplate(text));
  return "Standard" as const;
}

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
