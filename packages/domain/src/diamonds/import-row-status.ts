import { checkCertificateImportRow, incompleteImportNotes } from "../certificates/import-row-check";
import type { CheckedImportRow } from "../certificates/import-status";
import { parseMeasurements } from "../certificates/measurements";
import { type DiamondSave, diamondSaveSchema } from "./diamond";
import { missingDiamondFields } from "./diamond-checks";
import { gradingFieldLabels } from "./diamond-fields";
import { describeIssue, importReasons } from "./import-row-reasons";

// The diamond form's checks on an imported row (certificates/import-status.ts says what the
// statuses mean).

// The web's import screens read the statuses from here.
export { type ImportRowStatus, importRowStatuses } from "../certificates/import-status";

// The labels of the fields the record's template requires and it lacks: an imported row, or an
// item pulled from Diamond Track, with any is kept, incomplete (red), until staff complete it.
export const missingDiamondFieldLabels = (values: DiamondSave): string[] =>
  missingDiamondFields(values).map((field) => gradingFieldLabels[field]);

const diamondImportChecks = {
  schema: diamondSaveSchema,
  describeIssue,
  normalize(values: DiamondSave) {
    const measurements = parseMeasurements(values.measurements);
    if (!measurements.ok) return [importReasons.measurements(measurements.message, values.measurements)];
    values.measurements = measurements.value;
    return [];
  },
  incompleteNotes: (values: DiamondSave) => incompleteImportNotes(values, missingDiamondFieldLabels(values)),
};

export function checkImportRow(
  input: unknown,
  reasons: readonly string[] = [],
): CheckedImportRow<DiamondSave> {
  return checkCertificateImportRow(diamondImportChecks, input, reasons);
}
