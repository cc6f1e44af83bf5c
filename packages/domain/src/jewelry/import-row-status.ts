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
  incompleteNotes: (values: JewelrySave) =>
    incompleteImportNotes(
      values,
      missingJewelryFields(values, "save").map((field) => jewelryFieldLabel(field)),
    ),
};

export function checkJewelryImportRow(
  input: unknown,
  reasons: readonly string[] = [],
): CheckedImportRow<JewelrySave> {
  return checkCertificateImportRow(jewelryImportChecks, input, reasons);
}
