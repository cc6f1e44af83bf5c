import { colorTemplateNames, isColorTemplateName } from "../options/color-templates";
import { type Asterisk, asterisks } from "../options/grading";
import {
  canonicalOption,
  cellText,
  percentUnits,
  readNumber,
  type SheetCell,
  splitAsterisks,
} from "./import-cells";
import { cellImportReasons, templateImportReasons } from "./import-reasons";

// Cells of any certificate type that need more than text: each reader adds a reason when the
// cell cannot be used.

type Template = { readonly id: number; readonly name: string };

// A template by its id or its name (any case and spacing); `fallback` is the template chosen
// for rows whose cell is empty, `ids` how the type's ids read in a reason ('1 to 6').
export function readTemplate<T extends Template>(
  cell: SheetCell,
  from: { templates: readonly T[]; ids: string; fallback: number | undefined },
  reasons: string[],
): T | null {
  const text = cellText(cell);
  const templateReasons = templateImportReasons(from.ids);
  const byId = (id: number) => from.templates.find((template) => template.id === id);
  if (text === "") {
    if (from.fallback) return byId(from.fallback) ?? null;
    reasons.push(templateReasons.missingTemplate);
    return null;
  }
  const wanted = text.toLowerCase().replace(/\s+/g, " ");
  const found =
    (/^\d+$/.test(text) ? byId(Number(text)) : undefined) ??
    from.templates.find((template) => template.name.toLowerCase() === wanted);
  if (!found) reasons.push(templateReasons.unknownTemplate(text));
  return found ?? null;
}

// A grade's asterisks come at the end of its cell ('VS1*') or in a column of their own.
export function readGrade(text: string, separate: string, label: string, reasons: string[]) {
  const split = splitAsterisks(text);
  const mark = separate === "" ? split.asterisks : separate;
  const valid = (asterisks as readonly string[]).includes(mark);
  if (!valid) reasons.push(cellImportReasons.badAsterisks(label));
  return { value: split.value, asterisks: (valid ? mark : "") as Asterisk };
}

export function readColorTemplate(text: string, reasons: string[]) {
  if (text === "") return "Standard" as const;
  const name = canonicalOption(text, colorTemplateNames);
  if (isColorTemplateName(name)) return name;
  reasons.push(cellImportReasons.unknownColorTemplate(text));
  return "Standard" as const;
}

export function readPercent(cell: SheetCell, label: string, reasons: string[]): number | null {
  const reading = readNumber(cell, percentUnits);
  if (reading.ok) return reading.value;
  reasons.push(cellImportReasons.notPercent(label, cellText(cell)));
  return null;
}
