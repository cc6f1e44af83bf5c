import { type DiamondSave, diamondSaveSchema } from "./diamond";
import { lacksIdentifier, missingDiamondFields } from "./diamond-checks";
import { gradingFieldLabels } from "./diamond-fields";
import { describeIssue, importReasons } from "./import-row-reasons";
import { parseMeasurements } from "./measurements";

// What becomes of an imported row: 'ready' rows pass the form's checks; 'incomplete' rows are
// saved anyway and shown in red until someone completes them (spec 000 §8); 'rejected' rows
// cannot be saved at all and are left out, each with its reasons.

export const importRowStatuses = ["ready", "incomplete", "rejected"] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export type CheckedImportRow =
  | { status: "ready" | "incomplete"; reasons: string[]; values: DiamondSave }
  | { status: "rejected"; reasons: string[]; values: null };

// `input` is a mapped row (preview) or a row the browser sends back (commit); `reasons` are the
// problems already found (unreadable cells, unknown client, certificate already taken …).
export function checkImportRow(input: unknown, reasons: readonly string[] = []): CheckedImportRow {
  const parsed = diamondSaveSchema.safeParse(input);
  const problems = [...reasons, ...(parsed.success ? [] : parsed.error.issues.map(describeIssue))];
  if (parsed.success) {
    const measurements = parseMeasurements(parsed.data.measurements);
    if (!measurements.ok) {
      problems.push(importReasons.measurements(measurements.message, parsed.data.measurements));
    } else parsed.data.measurements = measurements.value;
  }
  if (!parsed.success || problems.length > 0) {
    return { status: "rejected", reasons: [...new Set(problems)], values: null };
  }
  const values = parsed.data;
  const missing = missingDiamondFields(values).map((field) => gradingFieldLabels[field]);
  const notes = [
    ...(lacksIdentifier(values) ? [importReasons.missingIdentifier] : []),
    ...(missing.length > 0 ? [importReasons.missingFields(missing)] : []),
  ];
  return { status: notes.length > 0 ? "incomplete" : "ready", reasons: notes, values };
}

// For each row, the index of an earlier row with the same certificate number (compared
// case-insensitively, as the database's unique index does), or null.
export function repeatedCertificates(numbers: readonly string[]): Array<number | null> {
  const firstIndex = new Map<string, number>();
  return numbers.map((number, index) => {
    const key = number.trim().toUpperCase();
    if (key === "") return null;
    const earlier = firstIndex.get(key);
    if (earlier !== undefined) return earlier;
    firstIndex.set(key, index);
    return null;
  });
}

export function countImportStatuses(rows: readonly { status: ImportRowStatus }[]) {
  const counts: Record<ImportRowStatus, number> = { ready: 0, incomplete: 0, rejected: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
