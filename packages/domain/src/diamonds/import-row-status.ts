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

const diamondImportChecks = {
  schema: diamondSaveSchema,
  describeIssue,
  normalize(values: DiamondSave) {
    const measurements = parseMeasurements(values.measurements);
    if (!measurements.ok) return [importReasons.measurements(measurements.message, values.measurements)];
    values.measurements = measurements.value;
    return [];
  },
  incompleteNotes: (values: DiamondSave) =>
    incompleteImportNotes(
      values,
      missingDiamondFields(values).map((field) => gradingFieldLabels[field]),
    ),
};

export function checkImportRow(
  input: unknown,
  reasons: readonly string[] = [],
): CheckedImportRow<DiamondSave> {
  return checkCertificateImportRow(diamondImportChecks, input, reasons);
}
