import type { z } from "zod";
import type { CompanyKind } from "../companies";
import { messages } from "../messages";

// Why an imported row of any certificate type is refused: its certificate number or its
// companies, which only the whole file or the database can judge.

export const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

export const certificateImportReasons = {
  repeatedCertificate: (certificate: string, row: number) =>
    `Certificate number ${certificate} is also on row ${row}.`,
  certificateExists: (certificate: string) => `Certificate number ${certificate} already exists.`,
  unknownCompany: (kind: CompanyKind, name: string) => `There is no ${kind} named ${quoted(name)}.`,
  ambiguousCompany: (kind: CompanyKind, name: string) =>
    `More than one ${kind} is named ${quoted(name)}; give them different names first.`,
  companyGone: (kind: CompanyKind) => `The chosen ${kind} no longer exists.`,
  repeatedInImport: (certificate: string) =>
    `Certificate number ${certificate} appears more than once in this import.`,
} as const;

// Why a row's cells cannot be used, for every type's columns.
export const cellImportReasons = {
  notCarats: (text: string) => `Weight ${quoted(text)} is not a number of carats.`,
  notPercent: (label: string, text: string) => `${label} ${quoted(text)} is not a percentage.`,
  measurements: (message: string, text: string) => `${message}: ${quoted(text)}.`,
  unknownColorTemplate: (text: string) => `Unknown color template ${quoted(text)}.`,
  badAsterisks: (label: string) => `${label} can have at most two asterisks (* or **).`,
  missingFields: (labels: readonly string[]) => `${messages.missingRequiredFields}: ${labels.join(", ")}.`,
  missingIdentifier: `${messages.missingSkuAndCertificate}.`,
} as const;

// `ids` says which template ids the type has ('1 to 6').
export const templateImportReasons = (ids: string) =>
  ({
    missingTemplate: `Template is empty; fill the Template column (${ids} or a name) or choose one below.`,
    unknownTemplate: (text: string) => `Unknown template ${quoted(text)}; use ${ids} or a template name.`,
  }) as const;

// A schema problem in words: '{label} is longer than 300 characters.' and the like; `labelOf`
// names the field at the issue's path.
export function describeIssue(
  issue: z.core.$ZodIssue,
  labelOf: (path: readonly PropertyKey[]) => string,
): string {
  const label = labelOf(issue.path);
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string"
        ? `${label} is longer than ${issue.maximum} characters.`
        : `${label} must be at most ${issue.maximum}.`;
    case "too_small":
      return issue.inclusive
        ? `${label} must be at least ${issue.minimum}.`
        : `${label} must be more than ${issue.minimum}.`;
    case "invalid_format":
      return `${label} is not valid.`;
    default:
      // A message that names its field already (the price rule's) reads as it is.
      return issue.message.startsWith(label) ? `${issue.message}.` : `${label}: ${issue.message}.`;
  }
}
