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
