import type { CheckedImportRow } from "../certificates/import-status";
import { type DiamondSave, diamondSaveSchema } from "./diamond";
import { lacksIdentifier, missingDiamondFields } from "./diamond-checks";
import { gradingFieldLabels } from "./diamond-fields";
import { describeIssue, importReasons } from "./import-row-reasons";
import { parseMeasurements } from "./measurements";

// The diamond form's checks on an imported row (certificates/import-status.ts says what the
// statuses mean).

// The web's import screens read the statuses from here.
export { type ImportRowStatus, importRowStatuses } from "../certificates/import-status";

// `input` is a mapped row (preview) or a row the browser sends back (commit); `reasons` are the
// problems already found (unreadable cells, unknown client, certificate already taken …).
export function checkImportRow(
  input: unknown,
  reasons: readonly string[] = [],
): CheckedImportRow<DiamondSave> {
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
