import { checkCertificateImportRow, incompleteImportNotes } from "../certificates/import-row-check";
import type { CheckedImportRow } from "../certificates/import-status";
import { parseMeasurements } from "../certificates/measurements";
import { describeJewelryIssue, jewelryImportReasons } from "./import-row-reasons";
import { type JewelrySave, jewelrySaveSchema } from "./jewelry";
import { normalizeJewelryMeasurements } from "./jewelry-checks";
import { jewelryFieldLabel } from "./jewelry-field-labels";
import { missingJewelryFields } from "./jewelry-required-fields";

// The editor's checks on an imported jewelry row (certificates/import-status.ts says what the
// statuses mean): every measurement must read, then a row without an identifier or with a
// required field missing (as Save requires them) is incomplete.

function stoneMeasurements(values: JewelrySave): string[] {
  return [values.mainStone, values.sideStone, ...values.centerStones].map((stone) => stone.measurements);
}

// The labels of the fields Save requires and the record lacks: an imported row, or an item pulled
// from Diamond Track, with any is kept, incomplete (red), until staff complete it.
export const missingJewelryFieldLabels = (values: JewelrySave): string[] =>
  missingJewelryFields(values, "save").map((field) => jewelryFieldLabel(field));

const jewelryImportChecks = {
  schema: jewelrySaveSchema,
  describeIssue: describeJewelryIssue,
  normalize(values: JewelrySave) {
    const problems = stoneMeasurements(values).flatMap((text) => {
      const measurements = parseMeasurements(text);
      return measurements.ok ? [] : [jewelryImportReasons.measurements(measurements.message, text)];
    });
    if (problems.length === 0) Object.assign(values, normalizeJewelryMeasurements(values));
    return problems;
  },
  incompleteNotes: (values: JewelrySave) => incompleteImportNotes(values, missingJewelryFieldLabels(values)),
};

export function checkJewelryImportRow(
  input: unknown,
  reasons: readonly string[] = [],
): CheckedImportRow<JewelrySave> {
  return checkCertificateImportRow(jewelryImportChecks, input, reasons);
}
