import type { z } from "zod";
import { lacksIdentifier } from "./certificate-checks";
import { cellImportReasons } from "./import-reasons";
import type { CheckedImportRow } from "./import-status";

// The form's checks on an imported row of any type: the type's save schema, then its own
// normalising (measurements), then the notes that leave a row incomplete.
export type ImportRowChecks<Values> = {
  schema: z.ZodType<Values>;
  describeIssue: (issue: z.core.$ZodIssue) => string;
  // Normalises the parsed values in place; answers what could not be normalised.
  normalize: (values: Values) => string[];
  // Why the row is incomplete (no identifier, missing required fields), or nothing.
  incompleteNotes: (values: Values) => string[];
};

// `input` is a mapped row (preview) or a row the browser sends back (commit); `reasons` are the
// problems already found (unreadable cells, unknown client, certificate already taken …).
export function checkCertificateImportRow<Values>(
  checks: ImportRowChecks<Values>,
  input: unknown,
  reasons: readonly string[],
): CheckedImportRow<Values> {
  const parsed = checks.schema.safeParse(input);
  const problems = [
    ...reasons,
    ...(parsed.success ? checks.normalize(parsed.data) : parsed.error.issues.map(checks.describeIssue)),
  ];
  if (!parsed.success || problems.length > 0) {
    return { status: "rejected", reasons: [...new Set(problems)], values: null };
  }
  const notes = checks.incompleteNotes(parsed.data);
  return { status: notes.length > 0 ? "incomplete" : "ready", reasons: notes, values: parsed.data };
}

// Why a row is incomplete: no identifier, required fields missing (by their labels).
export function incompleteImportNotes(
  values: { certificateNumber: string; clientSku: string },
  missingLabels: readonly string[],
): string[] {
  return [
    ...(lacksIdentifier(values) ? [cellImportReasons.missingIdentifier] : []),
    ...(missingLabels.length > 0 ? [cellImportReasons.missingFields(missingLabels)] : []),
  ];
}
