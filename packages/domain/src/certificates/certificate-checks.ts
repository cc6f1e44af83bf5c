import { descriptionMaxLength } from "../constants";
import { messages } from "../messages";
import { parseMeasurements } from "./measurements";

// What the certificate forms check on Save and Create Digital Certificate, for every type (spec
// 000 §5, 001 §5.1): a client SKU or a certificate number, the template's required fields, the
// measurements' format. Each type lists its own required fields and measurement fields.

// `field` is the form's field path ('weight', 'mainStone.shape', 'centerStones.0.color').
export type FieldProblem = { field: string; message: string };
// What the form alerts and the API answers: the alert's text and each field's red message.
export type CertificateCheck = { detail: string; errors: FieldProblem[] };

export function lacksIdentifier(record: { certificateNumber: string; clientSku: string }): boolean {
  return record.certificateNumber.trim() === "" && record.clientSku.trim() === "";
}

export function identifierProblems(record: { certificateNumber: string; clientSku: string }): FieldProblem[] {
  if (!lacksIdentifier(record)) return [];
  return [
    { field: "certificateNumber", message: messages.missingSkuAndCertificate },
    { field: "clientSku", message: messages.missingSkuAndCertificate },
  ];
}

export function missingFieldProblems(fields: readonly string[]): FieldProblem[] {
  return fields.map((field) => ({ field, message: messages.missingField }));
}

// Empty measurements pass (the field is optional); anything else must parse.
export function measurementProblems(values: readonly { field: string; value: string }[]): FieldProblem[] {
  return values.flatMap(({ field, value }) => {
    const measurements = parseMeasurements(value);
    return measurements.ok ? [] : [{ field, message: measurements.message }];
  });
}

// Description and comments (spec 000 §5, 001 §5.1): the schema refuses longer texts too; the
// form checks as the person types.
export function textLimitProblems(values: readonly { field: string; value: string }[]): FieldProblem[] {
  return values
    .filter(({ value }) => value.length > descriptionMaxLength)
    .map(({ field }) => ({ field, message: messages.textOverLimit }));
}

const isIdentifierProblem = (problem: FieldProblem) => problem.message === messages.missingSkuAndCertificate;
const isMissingField = (problem: FieldProblem) => problem.message === messages.missingField;

// The problems the form reports first, in the spec's order: the identifier, then the required
// fields (the alert 'Please enter all required fields ( in red )'), then any other problem,
// whose own text is the alert. Null when there is none.
export function firstProblems(problems: readonly FieldProblem[]): CertificateCheck | null {
  const identifier = problems.filter(isIdentifierProblem);
  if (identifier.length > 0) return { detail: messages.missingSkuAndCertificate, errors: identifier };
  const missing = problems.filter(isMissingField);
  if (missing.length > 0) return { detail: messages.missingRequiredFieldsAlert, errors: missing };
  const [first] = problems;
  return first ? { detail: first.message, errors: [...problems] } : null;
}
