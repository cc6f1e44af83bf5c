import { gradingFieldLabels, gradingFields } from "@loupe/domain/diamonds/diamond-fields";

// The grading fields in words, for the alert's list of missing fields.
export function diamondFieldLabel(field: string): string {
  return (gradingFields as readonly string[]).includes(field)
    ? gradingFieldLabels[field as (typeof gradingFields)[number]]
    : field;
}
